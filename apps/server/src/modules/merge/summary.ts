/** What one merge moved onto the survivor, per kind of row (counts), and what it dropped. */
export interface MergeSummary {
  survivorId: number;
  /** The closed (deleted) account; its id lives on as an alias of the survivor. */
  closedId: number;
  /** Linked platform ids the survivor took over from the other account. */
  linkedIds: Array<'user_id' | 'customer_user_id' | 'fridom_user_id'>;
  /** Card number / national register number taken over (the survivor had none). */
  identity: Array<'card_number' | 'national_register_number'>;
  moved: {
    emails: number;
    phones: number;
    mfaMethods: number;
    passkeys: number;
    trustedDevices: number;
    securityEvents: number;
    notifications: number;
    ibans: number;
    cards: number;
    invitations: number;
    externalLogins: number;
    aliases: number;
  };
  dropped: {
    /** The other's e-mails/phones equal to one of the survivor's. */
    duplicateContacts: number;
    /** The other's MFA methods with a method+target the survivor already has. */
    duplicateMfaMethods: number;
    recoveryKeys: number;
    /** The other's IBAN history when the survivor has one of its own (the survivor's wins). */
    ibans: number;
    sessionsEnded: number;
    verificationsCancelled: number;
  };
}
