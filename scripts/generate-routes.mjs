// Regenerates src/app/route-tree.gen.ts from src/app/routes without a full build (the Vite plugin does the same).
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/app/routes',
  generatedRouteTree: 'src/app/route-tree.gen.ts',
  quoteStyle: 'single',
});
await new Generator({ config, root: process.cwd() }).run();
