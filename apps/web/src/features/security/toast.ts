/** Success messages handed from one screen to the next in the navigation state (spec's toasts). */
export type SecurityToast = 'added' | 'totpAdded' | 'totpEdited' | 'deleted' | 'totpDeleted' | 'primary' | 'regenerated' | 'alreadyActive' | 'recovered';

export interface SecurityToastState {
  toast?: SecurityToast;
}
