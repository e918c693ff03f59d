import type { Ponderation } from '../ponderation/types';
import type { LegalContext } from './criteriaChecks';
import { LAUNCH_DATE_KEY, storedLaunchDate } from './launchDate';

/** Where the ponderation records that the contract is a defence or security one: this key set to 'oui'. */
export const DEFENCE_OR_SECURITY_KEY = 'Marché de défense ou de sécurité';
/** The only value of DEFENCE_OR_SECURITY_KEY; the key is absent for any other contract. */
export const DEFENCE_OR_SECURITY_YES = 'oui';

/** What the legal checks of the criteria depend on, as the ponderation keeps it. */
export function legalContextOf(ponderation: Pick<Ponderation, 'Constantes'>): LegalContext {
  return {
    launchDate: storedLaunchDate(ponderation),
    defenceOrSecurity: ponderation.Constantes[DEFENCE_OR_SECURITY_KEY] === DEFENCE_OR_SECURITY_YES,
  };
}

/** The ponderation keeping this context: an unknown launch date or a contract outside defence leaves no key. */
export function withLegalContext(ponderation: Ponderation, context: LegalContext): Ponderation {
  const {
    [LAUNCH_DATE_KEY]: _launchDate,
    [DEFENCE_OR_SECURITY_KEY]: _defenceOrSecurity,
    ...constants
  } = ponderation.Constantes;
  return {
    ...ponderation,
    Constantes: {
      ...constants,
      ...(context.launchDate ? { [LAUNCH_DATE_KEY]: context.launchDate } : {}),
      ...(context.defenceOrSecurity ? { [DEFENCE_OR_SECURITY_KEY]: DEFENCE_OR_SECURITY_YES } : {}),
    },
  };
}
