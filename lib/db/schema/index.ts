export * from './navigation';
export * from './site';
