// The go-ahead's signature on the shared page: the call to acknowledgements.sign, and the line that
// takes the go-ahead's place once the version is signed (./acknowledgement-rules.ts checks the form).
import { signedText, type Signature } from './acknowledgement-rules';
import { byId, CHECK } from './dom';
import { callProcedure } from './procedures';

/** The go-ahead's choice and form give way to the signature's line, as the server renders it. */
function showSigned(signature: Signature): void {
  const choice = byId('respond-go_ahead-choice');
  if (!choice) return;
  const line = document.createElement('div');
  line.id = 'respond-signed';
  line.className = 'signed';
  line.innerHTML = `<svg class="i" viewBox="0 0 24 24" aria-hidden="true">${CHECK}</svg><p></p>`;
  const text = line.querySelector('p');
  if (text) text.textContent = signedText(signature);
  byId('respond-go_ahead')?.remove();
  choice.replaceWith(line);
}

/** The server's line (written in UTC) in the visitor's own time zone. */
export function localiseSigned(): void {
  const line = byId('respond-signed');
  const text = line?.querySelector('p');
  const { signer, signedAt } = line?.dataset ?? {};
  if (text && signer && signedAt) text.textContent = signedText({ signerName: signer, signedAt });
}

/** Signs the version the form carries; resolves to what the client is told. */
export async function sign(form: HTMLFormElement, input: Record<string, unknown>): Promise<string> {
  const signature = await callProcedure('acknowledgements.sign', {
    ...input,
    versionNumber: Number(form.dataset.version),
  });
  showSigned(signature);
  return signedText(signature);
}
