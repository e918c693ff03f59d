/** An account test/global-setup.ts created on the server, validated and confirmed. */
export interface Account {
  email: string;
  password: string;
  firstname: string;
}
