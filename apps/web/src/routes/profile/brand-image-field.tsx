// One image of the brand kit (the logo or the headshot): its preview from the served URL, an
// upload checked in the browser first (type and size, with the server's own messages), and Remove.
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/states';
import { errorMessage, useTRPC } from '@/lib/trpc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, Trash2, Upload, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import {
  BRAND_IMAGE_TOO_LARGE_MESSAGE,
  BRAND_IMAGE_TYPES,
  BRAND_MESSAGES,
  MAX_BRAND_IMAGE_BYTES,
  type TBrandImageKind,
  type TBrandImageType,
} from '@pitchcraft/core';

const ACCEPT = Object.keys(BRAND_IMAGE_TYPES).join(',');
const isBrandImageType = (type: string): type is TBrandImageType =>
  Object.hasOwn(BRAND_IMAGE_TYPES, type);

/** The file's bytes as base64, without the data: URL's prefix. */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve((typeof reader.result === 'string' ? reader.result : '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(BRAND_MESSAGES.imageUnreadable));
    reader.readAsDataURL(file);
  });
}

interface BrandImageFieldProps {
  kind: TBrandImageKind;
  label: string;
  hint: string;
  /** The served URL of the current image, or null. */
  url: string | null;
}

export function BrandImageField({ kind, label, hint, url }: BrandImageFieldProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const noun = label.toLowerCase();

  const upload = useMutation(
    trpc.profile.brand.uploadImage.mutationOptions({
      onSuccess: (kit) => {
        queryClient.setQueryData(trpc.profile.brand.get.queryKey(), kit);
        toast.success(`${label} uploaded`, { description: 'New presentations will show it.' });
      },
      onError: (err) => {
        const message = errorMessage(err, `Failed to upload your ${noun}`);
        setError(message);
        toast.error(`${label} not uploaded`, { description: message });
      },
    }),
  );
  const remove = useMutation(
    trpc.profile.brand.removeImage.mutationOptions({
      onSuccess: (kit) => {
        queryClient.setQueryData(trpc.profile.brand.get.queryKey(), kit);
        toast.success(`${label} removed`);
      },
      onError: (err) =>
        toast.error(`${label} not removed`, {
          description: errorMessage(err, 'Please try again.'),
        }),
    }),
  );

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!isBrandImageType(file.type)) return setError(BRAND_MESSAGES.imageType);
    if (file.size > MAX_BRAND_IMAGE_BYTES) return setError(BRAND_IMAGE_TOO_LARGE_MESSAGE);
    setReading(true);
    try {
      const dataBase64 = await readAsBase64(file);
      upload.mutate({ kind, contentType: file.type, dataBase64 });
    } catch {
      setError(BRAND_MESSAGES.imageUnreadable);
    } finally {
      setReading(false);
    }
  };

  const Placeholder = kind === 'logo' ? ImageIcon : UserRound;
  const busy = reading || upload.isPending;
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-navy-800 dark:text-slate-200">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`flex h-20 shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-50 dark:border-navy-700 dark:bg-navy-800 ${
            kind === 'logo' ? 'w-40 rounded-xl p-2' : 'w-20 rounded-full'
          }`}
        >
          {url ? (
            <img
              src={url}
              alt={`Your ${noun}`}
              className={
                kind === 'logo'
                  ? 'max-h-full max-w-full object-contain'
                  : 'h-full w-full object-cover'
              }
              width={kind === 'logo' ? 144 : 80}
              height={kind === 'logo' ? 64 : 80}
            />
          ) : (
            <Placeholder className="h-8 w-8 text-slate-400" aria-hidden />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            // The button below opens it: one tab stop per action.
            tabIndex={-1}
            aria-label={`Upload ${noun}`}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            loading={busy}
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${id}-label`}
          >
            {!busy && <Upload className="h-4 w-4" aria-hidden />}
            {url ? `Replace ${noun}` : `Upload ${noun}`}
          </Button>
          {url && (
            <Button
              variant="ghost"
              size="sm"
              loading={remove.isPending}
              onClick={() => remove.mutate({ kind })}
            >
              {!remove.isPending && <Trash2 className="h-4 w-4" aria-hidden />}
              Remove {noun}
            </Button>
          )}
        </div>
      </div>
      {error ? (
        <FormError id={`${id}-error`}>{error}</FormError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
