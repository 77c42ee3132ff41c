// The HTTP API: the envelope, the route table and each module's contract (params, query, body and
// reply schemas). It sits on top of the domain areas and is imported by none of them.
export * from './envelope';
export * from './routes';
export * from './url-number.schema';
export * from './action-log.contract';
export * from './answering.contract';
export * from './auth.contract';
export * from './categories.contract';
export * from './config.contract';
export * from './error-reports.contract';
export * from './file-manager.contract';
export * from './files.contract';
export * from './form-feedback.contract';
export * from './form-sharing.contract';
export * from './forms.contract';
export * from './integrations.contract';
export * from './news.contract';
export * from './notifications.contract';
export * from './organisations.contract';
export * from './responses.contract';
export * from './security.contract';
export * from './statistics.contract';
export * from './system.contract';
export * from './users.contract';
export * from './site-footer.contract';
export * from './form-import.contract';
export * from './oauth.contract';
