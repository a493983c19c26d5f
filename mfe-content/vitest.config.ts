import { frontendTestConfig } from '../vitest.frontend';

export default frontendTestConfig('mfe-content');
