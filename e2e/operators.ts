// The back office's operators in the end-to-end suite (issue 16): the app server is started
// with these in ADMIN_EMAILS, so each becomes an operator when its spec signs it up. One per spec:
// an address signs up once per run.
export const e2eOperatorEmails = [
  'operadora-blog@example.pe',
  'operador-reclamos@example.pe',
] as const;
