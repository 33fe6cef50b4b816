export * from './consultation';
export * from './faq';
export * from './guide';
export * from './home';
export * from './navigation';
export * from './news';
export * from './site';
