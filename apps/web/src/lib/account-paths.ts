// Paths of the sign-in, profile and settings screens (docs/product/screens.md#sign-in). Apart from paths.ts
// so the entry chunk, which only needs the route table's own strings, does not carry them.
export const accountPaths = {
  login: '/login',
  newLogin: '/new-login',
  loginEmail: '/login-email',
  forgotPassword: '/forgot-password',
  verifyForgotOtp: '/verify-forgot-otp',
  newPassword: '/new-password',
  emailSent: '/email-sent',
  registration: '/registration',
  verifyEmail: '/verify-email',
  phoneNumber: '/phone-number',
  verifyPhone: '/verify-phone',
  profile: '/profile',
  settings: '/settings',
  demoOutbox: (recipient: string) => `/demo/outbox?to=${encodeURIComponent(recipient)}`,
} as const;
