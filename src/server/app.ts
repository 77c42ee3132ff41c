import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import { installSessionHook } from './http/session-hook';
import type { Db, HeavyReads } from './db/connect';
import type { FileStorage } from './files/file-storage';
import { fileRoutes, multipartLimits } from './files/file-routes';
import { uploadSessionRoutes } from './files/upload-session-routes';
import { errorReportRoutes } from './error-reports/routes';
import { notificationRoutes } from './notifications/routes';
import { actionLogRoutes } from './logs/routes';
import { integrationRoutes } from './integrations/routes';
import { newsRoutes } from './news/routes';
import { fileManagerRoutes } from './file-manager/routes';
import { securityRoutes } from './security/routes';
import { exportRoutes } from './exports/export-routes';
import { localityRoutes } from './localities/routes';
import { organisationRoutes } from './organisations/routes';
import { statisticsRoutes } from './statistics/statistics-routes';
import { verificationRoutes } from './verification/routes';
import { type Mailer, logMailer, smtpMailer } from './mail/mailer';
import { type SmsProvider, httpSmsProvider, logSmsProvider } from './sms/sms-provider';
import { localDiskStorage } from './files/local-disk-storage';
import { formRoutes } from './forms/form-routes';
import { formImportRoutes } from './form-import/form-import-routes';
import { publicFormRoutes } from './forms/public-routes';
import { registerDocs } from './http/docs';
import { SampledAccessLog } from './http/access-log';
import { installErrorHandler, replyToFrameworkError } from './http/error-handler';
import { installClosingReply } from './http/closing';
import { installMultipart } from './http/multipart';
import { installSecurityHeaders } from './http/security-headers';
import { installNotFound } from './http/not-found';
import { installSameOrigin } from './http/same-origin';
import { installRouteTable } from './http/route-table';
import { installTenant } from './http/tenant';
import { installActor } from './http/actor';
import { createHotRows } from './http/hot-rows';
import { responseRoutes } from './responses/routes';
import { sharingRoutes } from './sharing/sharing-routes';
import { defaultSettings, type ServerSettings } from './settings';
import { registerStatic } from './http/static-files';
import { shortLinkPages } from './first-paint/short-link-route';
import { systemRoutes } from './system/init-route';
import { userRoutes } from './users/routes';
import { configRoutes } from './config/config-routes';
import { installReadRouting } from './http/read-routing';
import { categoryRoutes } from './categories/routes';
import { type OperationsOptions, installOperations } from './observability/routes';
import { type WebhookDispatcherOptions, startWebhookDispatcher } from './webhooks/webhook-dispatcher';
import { httpWebhookSender, type WebhookSender } from './webhooks/webhook-post';
import { webhookRoutes } from './webhooks/routes';
import type { ZodApp } from './http/zod-app';
import { WEBHOOK_TIMEOUT_MS } from '#core/api';

export interface AppOptions {
  db: Db;
  /** where statistics, answer lists and exports read: a replica (DATABASE_READ_URL) or PGlite's background lane; db when missing */
  heavyReads?: HeavyReads | null;
  settings?: Partial<ServerSettings>;
  /** the Vite build to serve; null or missing folder = API only */
  staticDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** the share of requests (0 to 1) that get an access line; those answered with a 5xx always do (ACCESS_LOG_SAMPLE) */
  accessLogSample?: number;
  /** where uploads go; local disk under settings.filesDir when missing */
  fileStorage?: FileStorage;
  bodyLimit?: number;
  /** how many reverse-proxy hops to trust for the client address and protocol (TRUST_PROXY); 0 = none */
  trustProxy?: number;
  /** how one-time codes are mailed; by default SMTP at settings.smtpUrl, else the log */
  mailer?: Mailer;
  /** how one-time codes go by SMS; by default the HTTP gateway at settings.smsHttpUrl, else the log */
  smsProvider?: SmsProvider;
  /** called when the app closes (the owner of the database closes it here) */
  onClose?: () => Promise<void>;
  /** /healthz, /readyz, /metrics and load shedding */
  operations?: OperationsOptions;
  /** webhook deliveries: how they are sent, the clock, the poll interval (5 s; 0 = only runOnce/nudge) */
  webhooks?: Partial<Pick<WebhookDispatcherOptions, 'now' | 'delaysMs' | 'intervalMs' | 'leaseMs'>> & { send?: WebhookSender };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustedHops = options.trustProxy ?? 0;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new SampledAccessLog(options.accessLogSample ?? 0),
    bodyLimit: options.bodyLimit ?? 2 * 1024 * 1024,
    // as Fastify's own numeric trustProxy (hop i of X-Forwarded-For, counted from the socket, is trusted while i < hops)
    trustProxy: (_address: string, hop: number) => hop < trustedHops,
    // closing.ts answers while the server drains, in the envelope
    return503OnClosing: false,
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  installRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('hotRows', createHotRows());
  const settings = { ...defaultSettings, ...options.settings };
  app.decorate('settings', settings);
  if (options.onClose) {
    const close = options.onClose;
    app.addHook('onClose', async () => close());
  }

  installErrorHandler(app);
  installSecurityHeaders(app);
  installClosingReply(app);
  await installOperations(app, options.operations);
  installReadRouting(app, options.heavyReads ?? null);
  // bodies are JSON, or multipart where a route declares it; a text/plain body (what a page of
  // another site may post without asking) is refused with the other unknown types
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  await installMultipart(app, multipartLimits);
  installSameOrigin(app);
  installTenant(app);
  installSessionHook(app);
  installActor(app);
  await registerDocs(app);

  authRoutes(app);
  systemRoutes(app);
  publicFormRoutes(app);
  formRoutes(app);
  formImportRoutes(app);
  responseRoutes(app);
  sharingRoutes(app);
  const storage = options.fileStorage ?? localDiskStorage(settings.filesDir);
  fileRoutes(app, storage);
  uploadSessionRoutes(app, storage);
  configRoutes(app, storage);
  categoryRoutes(app);
  const mailer = options.mailer ?? (settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : logMailer(settings.mailFrom, app.log));
  verificationRoutes(app, {
    mailer,
    sms: options.smsProvider ?? (settings.smsHttpUrl ? httpSmsProvider(settings.smsHttpUrl, settings.smsHttpToken) : logSmsProvider(app.log)),
  });
  errorReportRoutes(app);
  notificationRoutes(app);
  actionLogRoutes(app);
  integrationRoutes(app);
  newsRoutes(app);
  fileManagerRoutes(app);
  securityRoutes(app);
  localityRoutes(app);
  organisationRoutes(app);
  statisticsRoutes(app);
  userRoutes(app, mailer);

  exportRoutes(app);
  installWebhooks(app, options);
  const staticRoot = await registerStatic(app, options.staticDir ?? null);
  installNotFound(app, staticRoot !== null, staticRoot === null ? undefined : shortLinkPages(app, staticRoot));
  await app.ready();
  return app;
}

/**
 * Webhooks outside production may also target loopback (http too), for tests and local
 * development; never private or link-local networks (docs/integrations.md, "Webhooks").
 */
function installWebhooks(app: ZodApp, options: AppOptions): void {
  const policy = { allowLoopback: !app.settings.production };
  const { send, ...rest } = options.webhooks ?? {};
  const dispatcher = startWebhookDispatcher({
    db: options.db, send: send ?? httpWebhookSender(policy, WEBHOOK_TIMEOUT_MS), intervalMs: 5000, log: app.log, ...rest,
  });
  app.decorate('webhooks', dispatcher);
  app.addHook('preClose', async () => dispatcher.stop());
  webhookRoutes(app, policy);
}
