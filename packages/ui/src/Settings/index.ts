export { Settings } from './Settings';
export type { SettingsProps, SeatsInfo, Invitation, PasswordChange } from './Settings';
