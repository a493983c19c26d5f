import frame from './form-page.module.css';

/** The dark band that opens /contact and /data-rights. */
export function PageHero({ title, intro }: { title: string; intro: string }) {
  return (
    <section className={frame.hero}>
      <div className="container">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </section>
  );
}
