// One file per domain; drizzle-kit reads every table exported here.
export * from './accounts';
export * from './audit';
export * from './buyer-messages';
export * from './companies';
export * from './contact';
export * from './enquiries';
export * from './experts';
export * from './faq';
export * from './guide';
export * from './home';
export * from './institutions';
export * from './lookups';
export * from './mail';
export * from './navigation';
export * from './news';
export * from './sponsors';
