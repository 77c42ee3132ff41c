import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { LOGO_MAX_BYTES, LOGO_TYPES, type LogoTarget } from '#core/api';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { removeLogo, uploadLogo } from './config-api';
import { useT } from '#app/shared/i18n/use-t';
import { configMessages } from './config-messages';

/** What the browser can tell before sending; the server checks the content again. */
function localProblem(file: File): 'interface.wrongType' | 'interface.tooLarge' | null {
  if (!LOGO_TYPES.includes(file.type)) return 'interface.wrongType';
  if (file.size > LOGO_MAX_BYTES) return 'interface.tooLarge';
  return null;
}

function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** One logo place: the current image, choose / upload / replace, remove, and why a change failed (SPEC 8). */
export function LogoSlot({ target, current }: { target: LogoTarget; current: string | null }) {
  const t = useT(configMessages);
  const session = useSession();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<'interface.changed' | 'interface.removed' | null>(null);
  const preview = usePreview(file);
  const change = useMutation({
    mutationFn: async (chosen: File) => {
      const problem = localProblem(chosen);
      if (problem) throw new Error(t(problem, { max: 1 }));
      return uploadLogo(target, chosen);
    },
    onSuccess: async () => { setFile(null); setDone('interface.changed'); await session.refresh(); },
  });
  const remove = useMutation({
    mutationFn: () => removeLogo(target),
    onSuccess: async () => { setDone('interface.removed'); await session.refresh(); },
  });
  const busy = change.isPending || remove.isPending;
  return (
    <section className="card logo-slot" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`interface.target.${target}`)}</h2>
      <p className="muted">{t(`interface.help.${target}`)}</p>
      <div className="logo-previews">
        <figure className="logo-figure">
          {current ? <img src={current} alt={t('interface.currentAlt')} className="logo-image" /> : <p className="logo-none">{t('interface.none')}</p>}
          <figcaption>{t('interface.current')}</figcaption>
        </figure>
        {preview && (
          <figure className="logo-figure">
            <img src={preview} alt={t('interface.previewAlt')} className="logo-image" />
            <figcaption>{t('interface.preview', { name: file?.name ?? '' })}</figcaption>
          </figure>
        )}
      </div>
      <p className="muted">{t('interface.rules')}</p>
      <div className="logo-actions">
        <FileTrigger acceptedFileTypes={[...LOGO_TYPES]} onSelect={(files) => { setFile(files?.[0] ?? null); change.reset(); remove.reset(); setDone(null); }}>
          <Button>{t('interface.choose')}</Button>
        </FileTrigger>
        <Button variant="primary" isDisabled={!file || busy} onPress={() => { if (file) change.mutate(file); }}>
          {t(current ? 'interface.replace' : 'interface.upload')}
        </Button>
        <Button variant="danger" isDisabled={!current || busy} onPress={() => { change.reset(); setDone(null); remove.mutate(); }}>
          {t('interface.remove')}
        </Button>
      </div>
      {change.error && <Alert tone="error" title={t('interface.changeFailed')}>{change.error.message}</Alert>}
      {remove.error && <Alert tone="error" title={t('interface.removeFailed')}>{remove.error.message}</Alert>}
      {done && <Alert tone="success">{t(done)}</Alert>}
    </section>
  );
}
