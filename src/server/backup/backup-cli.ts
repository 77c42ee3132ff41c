import { backup } from './backup';
import { installationFromEnv, runCommand, tableSummary } from './cli';

await runCommand(
  'npm run backup -- [folder]   (default ./backups): a new survey-backup-<time> folder there, with the database, the files and a manifest.\n'
  + 'The embedded database (no DATABASE_URL) is copied only while the server is stopped.',
  async ([parent]) => {
    const { installation } = installationFromEnv();
    const { folder, manifest } = await backup(installation, parent ?? './backups');
    return `Backup written to ${folder}: ${tableSummary(manifest.tables)}, ${manifest.files.length} files.`;
  },
);
