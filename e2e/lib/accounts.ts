/** The demo accounts the server seeds (SEED_DEMO=1). */
export const accounts = {
  admin: { username: 'admin', password: 'Admin#2026' },
  auditor: { username: 'auditor', password: 'Auditor#2026' },
  investor: { username: 'investor', password: 'Investor#2026' },
} as const;
