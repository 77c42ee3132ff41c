import { installationFromEnv, runCommand, tableSummary } from './cli';
import { restore } from './restore';

await runCommand(
  'npm run restore -- <backup folder>: restores into the DATA_DIR / DATABASE_URL of the environment, which must be empty.\n'
  + 'Checksums are checked first; the server must be stopped.',
  async ([folder]) => {
    if (!folder) throw new Error('Name the backup folder: npm run restore -- <folder>');
    const { installation } = installationFromEnv();
    return `Restored ${folder}: ${tableSummary(await restore(installation, folder))}, checked against the manifest.`;
  },
);
