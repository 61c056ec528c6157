export * from './auth';
export * from './profiles';
export * from './system';
export * from './settings';
export * from './patients';
export * from './agenda';
export * from './trames';
export * from './assistants';
