import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Check, ExternalLink } from "lucide-react";
import { ContactButton } from "~/components/ContactButton";
import { PUBLIC_RESOURCES, newTab } from "~/components/external-links";
import { FaqList, type FaqItem } from "~/components/Faq";
import publicStyles from "~/components/public-site.css?url";
import { rootAppUrl, seoMeta } from "~/components/seo";

/** <html lang="fr"> through app/utils/lang.ts; header and footer switch to French. */
export const handle = { lang: "fr" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: publicStyles }];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    appUrl: rootAppUrl(matches),
    path: "/assurance-sante",
    locale: "fr_FR",
    title: "Assurance santé et frais médicaux aux États-Unis | Care Finder",
    description:
      "Expatriés francophones à Miami : comprenez le prix des soins aux États-Unis, économisez jusqu'à 80 % et trouvez une assurance complémentaire avec un concierge bilingue.",
  });


const TIERS = [
  { name: "Core", range: "100 $ à 200 $", text: "L'essentiel : urgences, hospitalisation et chirurgie." },
  { name: "Essential", range: "200 $ à 300 $", text: "Des indemnités journalières plus élevées et davantage de consultations." },
  { name: "Premium", range: "300 $ à 400 $", text: "Nos garanties les plus fortes, avec l'imagerie et les soins ambulatoires avancés." },
];

const FAQ: FaqItem[] = [
  {
    question: "Ma carte Vitale ou ma mutuelle française me couvre-t-elle à Miami ?",
    answer: (
      <p>
        En général, non, ou très partiellement : la Sécurité sociale rembourse les soins à l&apos;étranger sur la base
        des tarifs français, bien loin des prix américains. Une assurance locale ou complémentaire évite les mauvaises
        surprises.
      </p>
    ),
  },
  {
    question: "Qu'est-ce qu'une assurance à indemnité fixe ?",
    answer: (
      <p>
        Elle vous verse un montant fixe pour chaque événement couvert, par exemple 2 000 $ par jour d&apos;hospitalisation,
        quel que soit le montant de la facture. C&apos;est une assurance complémentaire, pas une couverture santé complète.
      </p>
    ),
  },
  {
    question: "Faut-il remplir un questionnaire médical ?",
    answer: <p>Oui, une sélection médicale est obligatoire : l&apos;assureur décide de vous assurer au vu de vos réponses.</p>,
  },
  {
    question: "Dans quels États pouvez-vous m'assurer ?",
    answer: (
      <p>
        Notre courtage d&apos;assurance est agréé en Floride (FL), Caroline du Nord (NC), Ohio (OH), Tennessee (TN) et
        Virginie (VA). Le service de conciergerie est disponible dans les 50 États.
      </p>
    ),
  },
];

function External({ href, children, className }: { href: string; children: React.ReactNode; className: string }) {
  return (
    <a className={className} href={href} {...newTab}>
      {children}
      <ExternalLink aria-hidden="true" size={16} />
      <span className="visually-hidden"> (s&apos;ouvre dans un nouvel onglet)</span>
    </a>
  );
}

export default function AssuranceSante() {
  return (
    <>
      <section className="hero" aria-labelledby="fr-title">
        <div className="container stack">
          <h1 id="fr-title">Vos soins aux États-Unis, sans mauvaise surprise</h1>
          <p className="lead">
            Vous vivez à Miami ou vous vous y installez ? Aux États-Unis, le prix d&apos;un même examen peut varier du
            simple au quintuple. Nous vous aidons à payer le juste prix et à bien vous assurer, en français.
          </p>
          <div className="actions">
            <Link to="/form" className="btn btn-accent">
              Obtenir un devis d&apos;assurance
            </Link>
            <ContactButton lang="fr" className="btn btn-secondary" label="Demander un appel gratuit" />
          </div>
        </div>
      </section>

      <section className="container page" aria-labelledby="fr-prices-title">
        <h2 id="fr-prices-title">Combien coûte un examen ?</h2>
        <p>Ordres de grandeur pour un examen courant :</p>
        <dl className="fr-figures">
          <div className="price-figure">
            <dt>Moyenne nationale</dt>
            <dd className="price-figure__value tabular">1 100 $</dd>
            <dd className="price-figure__meaning">Prix moyen payé aux États-Unis</dd>
          </div>
          <div className="price-figure">
            <dt>Avec assurance</dt>
            <dd className="price-figure__value tabular">100 $ à 500 $</dd>
            <dd className="price-figure__meaning">Ce qui reste généralement à votre charge</dd>
          </div>
          <div className="price-figure">
            <dt>Sans assurance</dt>
            <dd className="price-figure__value tabular">dès 300 $</dd>
            <dd className="price-figure__meaning">En payant comptant, dans le bon centre</dd>
          </div>
          <div className="price-figure">
            <dt>Vos économies</dt>
            <dd className="price-figure__value tabular">jusqu&apos;à 80 %</dd>
            <dd className="price-figure__meaning">Par rapport à la moyenne nationale</dd>
          </div>
        </dl>
        <p className="muted">
          Ce sont des estimations, pas des devis. <Link to="/">Estimez le prix d&apos;un examen près de chez vous</Link>{" "}
          <span lang="en">(page in English)</span>.
        </p>
      </section>

      <section className="container page" aria-labelledby="fr-concierge-title">
        <div className="card">
          <h2 id="fr-concierge-title">Un concierge qui parle votre langue</h2>
          <p>
            Factures incompréhensibles, franchise, réseau de soins… Votre concierge bilingue vous explique tout en
            français, puis appelle les cliniques et les assureurs en anglais pour vous.
          </p>
          <p lang="en" className="muted">
            A bilingual concierge who explains everything in French and handles the calls in English for you.
          </p>
          <ul className="check-list">
            <li><Check aria-hidden="true" size={18} /> Comparaison des prix auprès de plus de 100 prestataires</li>
            <li><Check aria-hidden="true" size={18} /> Vérification de vos factures et aide pour vos remboursements</li>
            <li><Check aria-hidden="true" size={18} /> Réponse sous 48 heures, remboursé si nous ne trouvons aucune économie</li>
          </ul>
          <div className="actions">
            <Link className="btn btn-primary" to="/pricing">
              Voir les formules de conciergerie
            </Link>
          </div>
        </div>
      </section>

      <section className="container page" aria-labelledby="fr-plans-title">
        <h2 id="fr-plans-title">Assurance complémentaire</h2>
        <div className="grid grid-3">
          {TIERS.map((tier) => (
            <article key={tier.name} className="card plan-card">
              <h3 className="h3-size">{tier.name}</h3>
              <p className="plan-card__price tabular">
                {tier.range}
                <small> par mois</small>
              </p>
              <p>{tier.text}</p>
            </article>
          ))}
        </div>
        <p className="muted section-gap-sm">Options : accident, maladies graves, conciergerie et téléconsultation.</p>
        <p>
          <External href={PUBLIC_RESOURCES.stateInsuranceDepartments} className="">
            Trouver le département des assurances de votre État (NAIC, en anglais)
          </External>
        </p>
      </section>

      <section className="container page" aria-labelledby="fr-faq-title">
        <h2 id="fr-faq-title">Questions fréquentes</h2>
        <FaqList items={FAQ} />
      </section>

      <section className="container page">
        <div className="cta-band">
          <h2>Parlons de votre situation</h2>
          <p>Un appel de 30 minutes, gratuit et sans engagement, avec un conseiller francophone.</p>
          <div className="actions">
            <ContactButton lang="fr" className="btn btn-accent" label="Demander un appel gratuit" />
            <Link to="/form" className="btn btn-secondary">
              Obtenir un devis d&apos;assurance
            </Link>
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="fr-disclaimer-title">
        <h2 id="fr-disclaimer-title" className="h3-size">
          Avertissement
        </h2>
        <p className="muted">
          L&apos;assurance complémentaire à indemnité fixe verse des montants forfaitaires pour les événements couverts ;
          elle ne constitue pas une couverture santé complète et ne la remplace pas. Une sélection médicale est
          obligatoire. Les exemples de tarifs concernent un homme fumeur de 39 ans résidant à Miami. Les prix affichés
          sont des estimations, pas des devis.
        </p>
      </section>
    </>
  );
}
