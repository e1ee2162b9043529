// Words of the sign-in side of the app (spec sections 2, 5 and 8), in one place.
export const welcomeText = {
  logIn: 'Log in',
  purchase: 'Purchase',
  heading: 'Welcome to the product',
  subtitle: 'Sign in to optimize your listing',
} as const;
