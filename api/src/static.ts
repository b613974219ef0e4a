import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where the demo institute's shipped files live (teacher photos, subject logos, thumbnails, lecture clips, banner). */
export const DEMO_STATIC_DIR = path.resolve(__dirname, '../seed/static');
/** Where the seed writes the files it generates (the notes PDFs, seed/study-material/): <repo>/var/static. */
export const GENERATED_STATIC_DIR = process.env.GENERATED_STATIC_DIR ?? path.resolve(__dirname, '../../var/static');

/**
 * Serves the demo files the seed links to at /api/static/… (cached for a day), so every thumbnail, logo, lecture
 * and notes link of the demo data opens: the shipped files first, then the generated ones. The institute's real files
 * would come from its own storage.
 */
export async function registerDemoStatic(app: FastifyInstance): Promise<void> {
  mkdirSync(GENERATED_STATIC_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: [DEMO_STATIC_DIR, GENERATED_STATIC_DIR],
    prefix: '/api/static/',
    decorateReply: false,
    index: false,
    cacheControl: true,
    maxAge: 86_400_000,
  });
}
