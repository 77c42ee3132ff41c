import type { Folder } from '#core/api';
import { useT } from '#app/shared/i18n/use-t';
import { fileManagerMessages } from './file-manager-messages';

interface Props {
  folders: readonly Folder[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

function Branch({ folders, parentId, selected, onSelect }: Props & { parentId: number | null }) {
  const children = folders.filter((f) => f.parentId === parentId);
  if (children.length === 0) return null;
  return (
    <ul>
      {children.map((f) => (
        <li key={f.id}>
          <button type="button" className="folder-button" aria-current={selected === f.id ? 'true' : undefined} onClick={() => onSelect(f.id)}>
            {f.name} <span className="muted">({f.fileCount})</span>
          </button>
          <Branch folders={folders} parentId={f.id} selected={selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** The company's folder tree; "All files" above it lists the files of every folder. */
export function FolderTree({ folders, selected, onSelect }: Props) {
  const t = useT(fileManagerMessages);
  const known = new Set(folders.map((f) => f.id));
  const rooted = folders.map((f) => (f.parentId !== null && !known.has(f.parentId) ? { ...f, parentId: null } : f));
  return (
    <nav className="folder-tree" aria-label={t('fileManager.folders')}>
      <ul>
        <li>
          <button type="button" className="folder-button" aria-current={selected === undefined ? 'true' : undefined} onClick={() => onSelect(undefined)}>
            {t('fileManager.allFiles')}
          </button>
          <Branch folders={rooted} parentId={null} selected={selected} onSelect={onSelect} />
        </li>
      </ul>
    </nav>
  );
}
