import type { Texts } from '../../../textTypes';

/**
 * Texts of the onboarding screens (start, card, code, welcome, terms, create, verification,
 * password, confirmation) and of the dashboard's card-activation alert. English is the source; the
 * other languages are typed against it (OnboardingTexts).
 */
export const enOnboarding = {
  onboarding: {
    next: 'Next',
    back: 'Back',
    restart: 'Start again',
    start: {
      title: 'Get started',
      titleLu: 'Activate your card',
      lead: 'Tell us how you would like to start.',
      leadLu: 'Activate the card you received, or create your account with the invitation you received by e-mail.',
      newUser: 'I am new here',
      card: 'I received my card',
      activateCard: 'Activate my card',
      cardHint: 'Use the 16-digit number on your card.',
      code: 'I received an e-mail',
      codeHint: 'Use the invitation code from the e-mail.',
      existingUser: 'I already have an account',
      existingCard: 'Add a new card to my account',
      existingCardHint: 'Enter the card number, then sign in.',
      haveAccount: 'Nothing to activate?',
      login: 'Sign in',
    },
    card: {
      titleLu: 'Activate your card',
      lead: 'Enter the number printed on the front of your card.',
      label: 'Card number',
      hint: '16 digits, starting with 5065',
    },
    existingCard: {
      lead: 'Enter the number of your new card. After you sign in, we add it to your account.',
    },
    code: {
      lead: 'Enter the invitation code from the e-mail you received.',
      label: 'Invitation code',
      hint: 'Letters and digits, as in the e-mail',
    },
    welcome: {
      titleNamed: 'Welcome {{name}}',
      leadCard: 'Your card ending in {{last4}} is ready to be linked to a new account.',
      leadCode: 'Your invitation is valid. Let us create your account.',
      next: 'What comes next',
      steps: {
        terms: 'Accept the terms and the privacy statement',
        details: 'Enter your name and e-mail address',
        email: 'Confirm your e-mail address',
        phone: 'Confirm your mobile phone number',
        password: 'Choose your password',
      },
      start: 'Let’s go',
      otherCard: 'Not your card? Enter another number',
      otherCode: 'Not your invitation? Enter another code',
    },
    terms: {
      lead: 'To use your card, accept the terms and conditions and the privacy statement.',
      required: 'Required',
      terms: 'I accept the terms and conditions',
      privacy: 'I accept the privacy statement',
      readTerms: 'Read the terms and conditions',
      readPrivacy: 'Read the privacy statement',
      marketing: 'Optional: news and offers',
      marketingEmail: 'Send me news and offers by e-mail',
      marketingSms: 'Send me news and offers by SMS',
    },
    create: {
      lead: 'Tell us who you are. You will sign in with this e-mail address.',
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail address',
      emailHint: 'We send a code to this address to confirm it.',
    },
    email: {
      lead: 'We send an 8-digit code to this address to confirm it is yours.',
      leadKeep: 'Your invitation came to this address, so you can continue with it right away, or receive a code.',
      keep: 'Continue with this e-mail address',
      sendCode: 'Send me a code',
      verified: 'This e-mail address is confirmed.',
      change: 'Use another e-mail address',
    },
    phone: {
      lead: 'We send an 8-digit code by SMS to confirm your mobile number. It also protects your account.',
      label: 'Mobile phone number',
      sendCode: 'Send me a code',
    },
    password: {
      lead: 'The last step: choose a password you use nowhere else.',
      submit: 'Create my account',
    },
    confirmation: {
      card_activated: {
        title: 'Your card is activated',
        text: 'Your account is ready and your card is linked to it.',
      },
      card_activation_failed: {
        title: 'Your account is created',
        text: 'We could not activate your card right now. Your account is ready: activate your card later in the app, with “Activate a new card” on your dashboard.',
      },
      code_account_created: {
        title: 'Your account is created',
        text: 'Your account is ready to use.',
      },
      signedIn: 'You are signed in as {{email}}.',
      dashboard: 'Go to my dashboard',
      login: 'Sign in',
    },
    dashboard: {
      activated: 'Your new card is activated and linked to your account.',
      failed: 'Your card could not be activated. You can try again later in the app.',
    },
  },
};

export type OnboardingTexts = Texts<typeof enOnboarding>;
