// @ts-check
const { createWebpackConfig } = require('@classroom/shared/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  appName: 'mfe-account',
  devPort: 3114,
  title: 'mfe-account (standalone)',
  // './EnrolmentPayment': the dashboard banner's Enroll Now (props documented in the module).
  exposes: { './app': './src/app.tsx', './EnrolmentPayment': './src/payments/enrolment-payment.tsx' },
});
