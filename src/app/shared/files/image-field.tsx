import './image-field.css';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger, ProgressBar, Label } from 'react-aria-components';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '#core/api';
import type { Message } from '#core/i18n';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Button } from '#app/shared/ui/button';
import { cropImage, croppedName, croppedType, type PixelArea } from './crop-image';
import { ImageCropper } from './image-cropper';
import { uploadFile } from './upload';
import { useT } from '#app/shared/i18n/use-t';
import { filesMessages } from './files-messages';

export interface ImageFieldProps {
  label: string;
  value: string | undefined;
  onChange: (url: string | undefined) => void;
  /** width / height of the crop, e.g. 2 for the 2x1 mobile cover */
  cropAspect?: number;
  isDisabled?: boolean;
  /** a problem of the stored value (from design validation); undefined while there is none */
  errorMessage?: string | undefined;
}

type Step = { kind: 'idle' } | { kind: 'crop'; file: File; url: string } | { kind: 'uploading'; fraction: number };

const maxMb = IMAGE_MAX_BYTES / (1024 * 1024);

/** Checked on the page before any upload; the server checks again by content. */
function imageProblem(file: File): Message | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'validation.fileType' };
  if (file.size > IMAGE_MAX_BYTES) return { key: 'validation.fileTooLarge', values: { max: maxMb } };
  return null;
}

/** Choose an image, optionally crop it, upload it; shows a preview with replace and remove. */
export function ImageField({ label, value, onChange, cropAspect, isDisabled, errorMessage }: ImageFieldProps) {
  const domain = useDomainMessage();
  const t = useT(filesMessages);
  const named = { label };
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();
  const urlRef = useRef<string | null>(null);

  const releaseUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };
  useEffect(() => releaseUrl, []);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setAnnouncement('');
    const problem = imageProblem(file);
    if (problem) {
      setError(domain(problem));
      return;
    }
    setError(null);
    releaseUrl();
    urlRef.current = URL.createObjectURL(file);
    setStep({ kind: 'crop', file, url: urlRef.current });
  };

  const upload = async (file: File, url: string, area: PixelArea | null) => {
    setStep({ kind: 'uploading', fraction: 0 });
    try {
      const body = area ? await cropImage(url, area, file.type).catch(() => null) : file;
      if (!body) {
        setError(t('files.cropFailed', named));
        return;
      }
      const name = area ? croppedName(file.name, croppedType(file.type)) : file.name;
      const stored = await uploadFile(body, name, 'image', (fraction) => setStep({ kind: 'uploading', fraction }));
      onChange(stored.url);
      setAnnouncement(t('files.uploaded', named));
    } catch {
      setError(domain({ key: 'error.uploadFailed' }));
    } finally {
      releaseUrl();
      setStep((current) => (current.kind === 'uploading' ? { kind: 'idle' } : current));
    }
  };

  const hint = [t('files.hint', { ...named, max: maxMb }), cropAspect ? t('files.hintRatio', { ...named, ratio: `${cropAspect}:1` }) : ''].join(' ').trim();

  return (
    <fieldset className="image-field" aria-describedby={hintId}>
      <legend>{label}</legend>
      <p id={hintId} className="image-field-hint">{hint}</p>
      {step.kind === 'crop' ? (
        <ImageCropper
          label={label}
          sourceUrl={step.url}
          aspect={cropAspect}
          onDone={(area) => void upload(step.file, step.url, area)}
          onCancel={() => {
            releaseUrl();
            setStep({ kind: 'idle' });
          }}
        />
      ) : value ? (
        <img className="image-field-preview" src={value} alt={t('files.preview', named)} />
      ) : (
        <p className="muted">{t('files.none', named)}</p>
      )}
      {step.kind === 'uploading' && (
        <ProgressBar className="upload-progress" value={Math.round(step.fraction * 100)}>
          {({ percentage, valueText }) => (
            <>
              <Label>{t('files.uploading', named)} {valueText}</Label>
              <div className="upload-progress-bar"><div className="upload-progress-fill" style={{ width: `${percentage ?? 0}%` }} /></div>
            </>
          )}
        </ProgressBar>
      )}
      {step.kind === 'idle' && !isDisabled && (
        <div className="button-row">
          <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={choose}>
            <Button aria-label={t(value ? 'files.replace' : 'files.choose', named)}>{t(value ? 'files.replaceShort' : 'files.chooseShort', named)}</Button>
          </FileTrigger>
          {value && (
            <Button variant="danger" aria-label={t('files.remove', named)} onPress={() => {
              onChange(undefined);
              setAnnouncement(t('files.removed', named));
            }}>
              {t('files.removeShort', named)}
            </Button>
          )}
        </div>
      )}
      {error && <p className="field-error" role="alert">{error}</p>}
      {errorMessage && !error && <p className="field-error">{errorMessage}</p>}
      <p className="sr-only" aria-live="polite">{announcement}</p>
    </fieldset>
  );
}
