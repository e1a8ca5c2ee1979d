// The pages the benchmark opens: the sign-in page and each area's page, as a person opens them.
export interface BenchPage {
  label: string;
  route: string;
  signedIn: boolean;
}

export const PAGES: readonly BenchPage[] = [
  { label: 'Sign-in', route: '/login', signedIn: false },
  { label: 'Overview', route: '/', signedIn: true },
  { label: 'Campaign messages', route: '/messages', signedIn: true },
  { label: 'Campaigns', route: '/campaigns', signedIn: true },
  { label: '2FA sessions', route: '/otp/sessions', signedIn: true },
  { label: 'Send OTP', route: '/otp/send', signedIn: true },
  { label: 'OTP templates', route: '/otp/templates', signedIn: true },
  { label: 'Viber', route: '/viber', signedIn: true },
  { label: 'Statistics', route: '/statistics', signedIn: true },
  { label: 'Sender applications', route: '/senders', signedIn: true },
  { label: 'Contacts', route: '/contacts', signedIn: true },
];
