/** Sentences several mails share. */
export const commonMailMessages = {
  greeting: /*i18n*/ { id: 'mail.greeting', message: 'Hello {name},' },
  greetingNoName: /*i18n*/ { id: 'mail.greetingNoName', message: 'Hello,' },
};
