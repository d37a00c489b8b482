/**
 * Texts of the forgotten-password screens (forgot-password, forgot-password-sent, reset-password,
 * reset-password-confirmed). English is the source; the other languages are typed against it.
 */
export const enForgotPassword = {
  forgotPassword: {
    introEmail: 'Enter the e-mail address you sign in with. We will send you a code to choose a new password.',
    introPhone: 'Enter the phone number you sign in with. We will send you a code by SMS to choose a new password.',
    submit: 'Send me a code',
    withPhone: 'Use my phone number instead',
    withEmail: 'Use my e-mail address instead',
    backToLogin: 'Back to sign-in',
    startAgain: 'Start again',
    expiredTitle: 'This reset no longer works',
    sent: {
      introEmail: 'If an account uses this address, we have sent an 8-digit code by e-mail to:',
      introSms: 'If an account uses this number, we have sent an 8-digit code by SMS to:',
      recipients: 'Where the code was sent',
      submit: 'Continue',
      noCode: 'No code? Send a new one:',
      byEmail: 'By e-mail',
      bySms: 'By SMS',
      resendIn: 'You can ask for a new code in {{seconds}} s.',
      resent: 'A new code was sent to {{recipient}}.',
    },
    factor: {
      title: 'Confirm it is you',
      intro: 'Your account has another verification method. Use it to confirm it is you before you choose a new password.',
      other: 'Use another method',
    },
    password: {
      intro: 'Choose a password you use nowhere else. Every device signed in to your account will be signed out.',
      submit: 'Save my new password',
    },
    confirmed: {
      text: 'Your password has been changed and every device was signed out. Sign in with your new password.',
      login: 'Sign in',
    },
  },
};
export type ForgotPasswordTexts = typeof enForgotPassword;
