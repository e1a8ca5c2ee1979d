// Writes src/routeTree.gen.ts from src/routes (what the Vite plugin does on build), so typecheck can run first.
import { Generator, getConfig } from '@tanstack/router-generator';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
