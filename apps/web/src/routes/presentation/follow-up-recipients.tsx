// The follow-up's recipients: To (the client's address on file, shown, not typed), other addresses
// the advisor adds, and the box naming every added address that Send waits for.
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { FormError } from '@/components/ui/states';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';

import {
  addedAddresses,
  confirmationText,
  firstName,
  MAX_OTHER_ADDRESSES,
  type FollowUpField,
} from './follow-up-draft';

interface RecipientsProps {
  clientName: string;
  /** The client's address on file, as the server will send to it; null when there is none. */
  clientAddress: string | null;
  gateEmail: string | null;
  others: string[];
  confirmed: boolean;
  errors: Partial<Record<FollowUpField, string>>;
  onOthersChange: (others: string[]) => void;
  onConfirmedChange: (confirmed: boolean) => void;
}

/** To: the client's address on file. Below it, other addresses, each sent to only once the box naming it is ticked. */
export function Recipients({
  clientName,
  clientAddress,
  gateEmail,
  others,
  confirmed,
  errors,
  onOthersChange,
  onConfirmedChange,
}: RecipientsProps) {
  const added = addedAddresses(others);
  return (
    <div className="space-y-4">
      <ClientAddress clientName={clientName} address={clientAddress} />
      <OtherAddresses
        others={others}
        forClientWithout={clientAddress === null}
        gateEmail={gateEmail}
        error={errors.others}
        onChange={onOthersChange}
      />
      {added.length > 0 && (
        <ConfirmAddresses
          addresses={added}
          confirmed={confirmed}
          error={errors.confirmed}
          onChange={onConfirmedChange}
        />
      )}
    </div>
  );
}

/** The address the server sends to: shown, not typed, so it cannot be swapped for another. */
function ClientAddress({ clientName, address }: { clientName: string; address: string | null }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="space-y-1.5">
      <p id={id} className="text-sm font-medium text-navy-800 dark:text-slate-200">
        To
      </p>
      {address ? (
        <p
          data-testid="follow-up-to"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-navy-900 dark:border-navy-700 dark:bg-navy-800 dark:text-slate-100"
        >
          <span className="font-medium">{clientName}</span>{' '}
          <span className="break-all">&lt;{address}&gt;</span>
        </p>
      ) : (
        <Alert tone="warning" data-testid="follow-up-to">
          {firstName(clientName)}’s e-mail address is not on file. Add the address to send this
          follow-up to below, or add it to the client’s record.
        </Alert>
      )}
    </div>
  );
}

interface OtherAddressesProps {
  others: string[];
  /** The client has no address on file: these are the only recipients. */
  forClientWithout: boolean;
  gateEmail: string | null;
  error: string | undefined;
  onChange: (others: string[]) => void;
}

function OtherAddresses({
  others,
  forClientWithout,
  gateEmail,
  error,
  onChange,
}: OtherAddressesProps) {
  const id = useId();
  const change = (index: number, value: string) =>
    onChange(others.map((address, i) => (i === index ? value : address)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-navy-800 dark:text-slate-200">
        {forClientWithout ? 'Send to' : 'Also send to'}
        <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">
          (each gets their own copy)
        </span>
      </legend>
      {others.map((address, index) => (
        <div key={index} className="flex items-center gap-2">
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            aria-label={`Other address ${index + 1}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={address}
            onChange={(event) => change(index, event.target.value)}
            placeholder="name@example.com"
            maxLength={254}
          />
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={`Remove other address ${index + 1}`}
            onClick={() => onChange(others.filter((_, i) => i !== index))}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ))}
      {forClientWithout && gateEmail && others.includes(gateEmail) && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {gateEmail} is the address given at the shared page’s e-mail gate.
        </p>
      )}
      <FormError id={`${id}-error`}>{error}</FormError>
      {others.length < MAX_OTHER_ADDRESSES && (
        <Button variant="link" size="sm" className="px-0" onClick={() => onChange([...others, ''])}>
          <Plus className="h-4 w-4" aria-hidden /> Add another address
        </Button>
      )}
    </fieldset>
  );
}

interface ConfirmAddressesProps {
  addresses: string[];
  confirmed: boolean;
  error: string | undefined;
  onChange: (confirmed: boolean) => void;
}

/** The box that names every added address; Send waits for it. */
function ConfirmAddresses({ addresses, confirmed, error, onChange }: ConfirmAddressesProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-900/30">
        <Checkbox
          id={id}
          checked={confirmed}
          onCheckedChange={(checked) => onChange(checked === true)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5"
        />
        <label
          htmlFor={id}
          className="text-sm text-amber-900 dark:text-amber-100"
          data-testid="follow-up-confirm"
        >
          {confirmationText(addresses)}
        </label>
      </div>
      <FormError>{error}</FormError>
    </div>
  );
}
