// Where the landing page's calls to action lead, for signed-out and signed-in visitors.
export const SIGNUP_PATH = '/signup';
export const SIGN_IN_PATH = '/auth';
export const GENERATE_PATH = '/generate';
