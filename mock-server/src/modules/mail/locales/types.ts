export type CodePurpose = 'verify_email' | 'reset_password';

export interface CodeMailTexts {
  subject: string;
  /** The line that gives the code. */
  code: (code: string) => string;
  /** The line that offers the link doing the same. */
  link: (url: string) => string;
}

export interface FixedMailTexts {
  subject: string;
  lines: readonly string[];
}

/** Every text of the platform's e-mails in one language; each language file fills all of it. */
export interface MailTexts {
  codes: Record<CodePurpose, CodeMailTexts>;
  codeValidity: (minutes: number) => string;
  notRequested: string;
  passwordChanged: FixedMailTexts;
  identityAccepted: FixedMailTexts;
  identityRejected: FixedMailTexts;
  /** The frame around an administrator's own message. */
  custom: {
    greeting: (firstname: string | null) => string;
    signature: string;
    reason: string;
  };
}
