// The go-ahead's signing rules, in the words of core's ZSignAcknowledgementInput: copied, as
// ./rules.ts copies the others, so the script bundles no zod (../acknowledgement.test.ts holds each
// copy to its original); without the DOM, so the server's tests can run them.
const NAME_MIN_CHARS = 2;
const NAME_MAX_CHARS = 200;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A typed name as it is stored: no bidi controls, every run of spaces or line breaks one space. */
export const signerNameText = (value: string) =>
  value.replace(BIDI_CONTROLS, '').replace(/\s+/g, ' ').trim();

/** What acknowledgements.sign says of the name (a string) or the consent box (a boolean), or ''. */
export function signingFieldError(field: 'fullName' | 'consent', value: string | boolean): string {
  if (field === 'consent')
    return value === true ? '' : 'Please tick the box to agree to sign electronically';
  const typed = String(value);
  const tooLong = `Please keep your name under ${NAME_MAX_CHARS} characters`;
  if (typed.length > NAME_MAX_CHARS * 2) return tooLong;
  const name = signerNameText(typed);
  if (name.length < NAME_MIN_CHARS) return 'Please type your full name to sign';
  if (name.length > NAME_MAX_CHARS) return tooLong;
  return /\p{L}/u.test(name) ? '' : 'Please type your name in letters';
}

export interface Signature {
  signerName: string;
  signedAt: string;
}

/** "Signed by Maria Rivera on March 3, 2025. Your advisor has been told.", in the visitor's time zone. */
export const signedText = ({ signerName, signedAt }: Signature) =>
  `Signed by ${signerName} on ${new Date(signedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}. Your advisor has been told.`;
