export * from './redirect-rules';
export * from './url-redirects.plugin';
export * from './url-redirects.service';
