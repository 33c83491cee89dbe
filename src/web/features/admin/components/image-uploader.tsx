import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMATS_TEXT } from '#shared/contract/admin-uploads.ts';
import { Spinner } from '#web/components/ui/icons.tsx';
import { ApiError } from '#web/lib/api.ts';
import { useUploadImage } from '../api/upload-images.ts';

type Pending = { key: string; name: string; preview: string };
type Props = { onUploaded: (url: string) => void; onBusyChange: (busy: boolean) => void };

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
let counter = 0;

/**
 * Drop images here or pick them: each file is sent on its own, shown at once as a local preview (a blob: URL,
 * which the CSP allows) and replaced by its stored /media/ address when the server has it. The server judges
 * each file by its content; a refusal is shown by name and stores nothing.
 */
export function ImageUploader({ onUploaded, onBusyChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [pending, setPending] = useState<Pending[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);

  useEffect(() => onBusyChange(pending.length > 0), [pending.length, onBusyChange]);

  async function send(file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      setErrors((e) => [...e, `"${file.name}" is larger than 10 MB.`]);
      return;
    }
    const item = { key: `upload-${++counter}`, name: file.name, preview: URL.createObjectURL(file) };
    setPending((p) => [...p, item]);
    try {
      const image = await upload.mutateAsync(file);
      onUploaded(image.url);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : `"${file.name}" could not be uploaded.`;
      setErrors((e) => [...e, message]);
    } finally {
      URL.revokeObjectURL(item.preview);
      setPending((p) => p.filter((x) => x.key !== item.key));
    }
  }

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    setErrors([]);
    for (const file of Array.from(files)) void send(file);
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer convenience; the Upload images picker inside is the keyboard's way. */}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center ${
          over ? 'border-brand-700 bg-brand-50' : 'border-stone-400 bg-stone-50'
        }`}
      >
        <p className="text-stone-700">Drag and drop images here, or</p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 has-[:focus-visible]:outline-2"
        >
          Upload images
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(e) => {
              take(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
        <p id={hintId} className="text-sm text-stone-600">
          {UPLOAD_FORMATS_TEXT}, up to 10 MB each. They are stored as WebP.
        </p>
      </div>
      {pending.length > 0 && (
        <ul aria-label="Uploading" className="mt-3 flex flex-wrap gap-3">
          {pending.map((p) => (
            <li key={p.key} className="relative">
              <img
                src={p.preview}
                alt={`${p.name} (uploading)`}
                className="size-20 rounded-md object-cover opacity-60"
              />
              <Spinner className="absolute inset-0 m-auto size-6 text-brand-800" />
            </li>
          ))}
        </ul>
      )}
      <div role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-700">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
