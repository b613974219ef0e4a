// Module Federation needs an async boundary before shared modules are used (ARCHITECTURE §1).
import('./bootstrap');
