/**
 * Stands in for the Stripe resources the Worker never calls (wrangler.toml `[alias]`, one line per module the
 * SDK's `stripe.core.js` imports). The SDK builds every resource when a client is made, so each must still be
 * a class; none of ours is ever called: the app reaches Stripe only through `stripeClient` for checkout
 * sessions, the billing portal, coupons, customers, invoice payments, payment intents, prices, refunds and
 * subscriptions (the modules kept; scripts/test/stripe-stubs.test.mjs checks the list against the code).
 * Tests under vitest load the real SDK; `wrangler dev` and a deploy load this.
 */
class UnusedStripeResource {
  constructor(_stripe?: unknown) {}
}

export const AccountLinkResource = UnusedStripeResource;
export const AccountResource = UnusedStripeResource;
export const AccountSessionResource = UnusedStripeResource;
export const ApplePayDomainResource = UnusedStripeResource;
export const ApplicationFeeResource = UnusedStripeResource;
export const Apps = UnusedStripeResource;
export const BalanceResource = UnusedStripeResource;
export const BalanceSettingResource = UnusedStripeResource;
export const BalanceTransactionResource = UnusedStripeResource;
export const Billing = UnusedStripeResource;
export const ChargeResource = UnusedStripeResource;
export const Climate = UnusedStripeResource;
export const ConfirmationTokenResource = UnusedStripeResource;
export const CountrySpecResource = UnusedStripeResource;
export const CreditNoteResource = UnusedStripeResource;
export const CustomerSessionResource = UnusedStripeResource;
export const DisputeResource = UnusedStripeResource;
export const Entitlements = UnusedStripeResource;
export const EphemeralKeyResource = UnusedStripeResource;
export const EventResource = UnusedStripeResource;
export const ExchangeRateResource = UnusedStripeResource;
export const FileLinkResource = UnusedStripeResource;
export const FileResource = UnusedStripeResource;
export const FinancialConnections = UnusedStripeResource;
export const Forwarding = UnusedStripeResource;
export const Identity = UnusedStripeResource;
export const InvoiceItemResource = UnusedStripeResource;
export const InvoiceRenderingTemplateResource = UnusedStripeResource;
export const InvoiceResource = UnusedStripeResource;
export const Issuing = UnusedStripeResource;
export const MandateResource = UnusedStripeResource;
export const OAuthResource = UnusedStripeResource;
export const PaymentAttemptRecordResource = UnusedStripeResource;
export const PaymentLinkResource = UnusedStripeResource;
export const PaymentMethodConfigurationResource = UnusedStripeResource;
export const PaymentMethodDomainResource = UnusedStripeResource;
export const PaymentMethodResource = UnusedStripeResource;
export const PaymentRecordResource = UnusedStripeResource;
export const PayoutResource = UnusedStripeResource;
export const PlanResource = UnusedStripeResource;
export const ProductCatalog = UnusedStripeResource;
export const ProductResource = UnusedStripeResource;
export const PromotionCodeResource = UnusedStripeResource;
export const QuoteResource = UnusedStripeResource;
export const Radar = UnusedStripeResource;
export const Reporting = UnusedStripeResource;
export const Reserve = UnusedStripeResource;
export const ReviewResource = UnusedStripeResource;
export const SetupAttemptResource = UnusedStripeResource;
export const SetupIntentResource = UnusedStripeResource;
export const ShippingRateResource = UnusedStripeResource;
export const Sigma = UnusedStripeResource;
export const SourceResource = UnusedStripeResource;
export const SubscriptionItemResource = UnusedStripeResource;
export const SubscriptionScheduleResource = UnusedStripeResource;
export const Tax = UnusedStripeResource;
export const TaxCodeResource = UnusedStripeResource;
export const TaxIdResource = UnusedStripeResource;
export const TaxRateResource = UnusedStripeResource;
export const Terminal = UnusedStripeResource;
export const TestHelpers = UnusedStripeResource;
export const ThreeDSecure = UnusedStripeResource;
export const TokenResource = UnusedStripeResource;
export const TopupResource = UnusedStripeResource;
export const TransferResource = UnusedStripeResource;
export const Treasury = UnusedStripeResource;
export const V2 = UnusedStripeResource;
export const WebhookEndpointResource = UnusedStripeResource;
