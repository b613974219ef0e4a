import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** Where the demo institute's files live (teacher photos, subject logos, video thumbnails, notes PDFs, banner). */
export const DEMO_STATIC_DIR = path.resolve(__dirname, '../seed/static');

/**
 * Serves the demo files the seed links to at /api/static/… (cached for a day), so every thumbnail, logo
 * and notes link of the demo data opens. The institute's real files would come from its own storage.
 */
export async function registerDemoStatic(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: DEMO_STATIC_DIR,
    prefix: '/api/static/',
    decorateReply: false,
    index: false,
    cacheControl: true,
    maxAge: 86_400_000,
  });
}
