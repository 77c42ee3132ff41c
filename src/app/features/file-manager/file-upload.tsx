import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { ATTACHMENT_MAX_BYTES } from '#core/api';
import { uploadFile } from '#app/shared/files/upload';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { addFileToFolder, fileManagerKeys } from './file-manager-api';
import { useT } from '#app/shared/i18n/use-t';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { fileManagerMessages } from './file-manager-messages';

const maxMb = ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** Upload through the token flow (progress shown), then place the stored file into the open folder. */
export function FileUpload({ folderId }: { folderId: number | undefined }) {
  const t = useT(fileManagerMessages);
  const domainMessage = useDomainMessage();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    if (folderId === undefined) return;
    setProblem(null);
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem(domainMessage({ key: 'validation.fileTooLarge', values: { max: maxMb } }));
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadFile(file, file.name, 'attachment', setProgress);
      const added = await addFileToFolder(stored.id, folderId);
      showToast('success', t('fileManager.uploadedToast', { name: added.name }));
      await client.invalidateQueries({ queryKey: fileManagerKeys.all });
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : domainMessage({ key: 'error.uploadFailed' }));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="file-upload">
      <FileTrigger onSelect={(files) => { const file = files?.[0]; if (file) void upload(file); }}>
        <Button variant="primary" isDisabled={folderId === undefined || progress !== null}>{t('fileManager.upload')}</Button>
      </FileTrigger>
      {folderId === undefined && <span className="muted">{t('fileManager.chooseFolderFirst')}</span>}
      {progress !== null && (
        <ProgressBar className="upload-progress" value={Math.round(progress * 100)}>
          {({ percentage, valueText }) => (
            <>
              <Label>{t('fileManager.uploading')} {valueText}</Label>
              <div className="upload-progress-bar"><div className="upload-progress-fill" style={{ width: `${percentage ?? 0}%` }} /></div>
            </>
          )}
        </ProgressBar>
      )}
      {problem && <p className="field-error" role="alert">{problem}</p>}
    </div>
  );
}
