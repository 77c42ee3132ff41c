import type { FastifyRequest } from 'fastify';
import type { Language } from '#core/constants';

/** Accept-Language starting with "en" gets English; everything else Vietnamese, the default. */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'vi';
}

/** The language of a form's question and option labels in a statistics reply or an export: `?lang=` when given, else the caller's. */
export function labelLanguage(req: FastifyRequest, lang: Language | undefined): Language {
  return lang ?? requestLanguage(req);
}
