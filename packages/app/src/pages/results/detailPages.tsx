import type { ComponentType } from 'react';
import type { DetailKind } from './detailKinds';

const Placeholder = () => <p>Analyse détaillée</p>;
export const detailPages: Record<DetailKind, ComponentType> = {
  technical: Placeholder,
  financial: Placeholder,
  administrative: Placeholder,
  methodology: Placeholder,
  experience: Placeholder,
  planning: Placeholder,
  environment: Placeholder,
  security: Placeholder,
};
