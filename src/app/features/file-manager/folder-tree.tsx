import type { Folder } from '#core/api';
import { type Branch, treeBranches } from '#core/tree';
import { useT } from '#app/shared/i18n/use-t';
import { fileManagerMessages } from './file-manager-messages';

interface Props {
  folders: readonly Folder[];
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

function Branches({ branches, selected, onSelect }: Omit<Props, 'folders'> & { branches: readonly Branch<Folder>[] }) {
  if (branches.length === 0) return null;
  return (
    <ul>
      {branches.map(({ item: f, children }) => (
        <li key={f.id}>
          <button type="button" className="folder-button" aria-current={selected === f.id ? 'true' : undefined} onClick={() => onSelect(f.id)}>
            {f.name} <span className="muted">({f.fileCount})</span>
          </button>
          <Branches branches={children} selected={selected} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

/** The company's folder tree; "All files" above it lists the files of every folder. */
export function FolderTree({ folders, selected, onSelect }: Props) {
  const t = useT(fileManagerMessages);
  return (
    <nav className="folder-tree" aria-label={t('fileManager.folders')}>
      <ul>
        <li>
          <button type="button" className="folder-button" aria-current={selected === undefined ? 'true' : undefined} onClick={() => onSelect(undefined)}>
            {t('fileManager.allFiles')}
          </button>
          <Branches branches={treeBranches(folders)} selected={selected} onSelect={onSelect} />
        </li>
      </ul>
    </nav>
  );
}
