/** Success messages handed to the profile overview in the navigation state (spec's toasts). */
export type ProfileToast = 'info' | 'added' | 'deleted' | 'primary';

export interface ProfileToastState {
  toast?: ProfileToast;
}
