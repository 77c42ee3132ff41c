// Rich-text (HTML) fields of schemas and the allow-list every renderer and sanitiser holds them to.
export * from './rich-text-fields';
export * from './rich-text-policy';
