import { checkContract } from './check';
import { SHELL_HARNESS, shellContract } from './shell';

checkContract("the host's and the first screen's calls", shellContract, SHELL_HARNESS);
