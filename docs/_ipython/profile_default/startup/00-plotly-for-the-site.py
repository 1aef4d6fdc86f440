"""Run by the kernels that execute the notebooks for the documentation site (docs/conf.py sets
IPYTHONDIR): plotly figures are shown as HTML that draws with the site's own plotly.js."""
import plotly.io as pio
from plotly.io._base_renderers import MimetypeRenderer


class SiteRenderer(MimetypeRenderer):
    def to_mimebundle(self, fig_dict):
        return {"text/html": pio.to_html(fig_dict, include_plotlyjs=False, full_html=False, validate=False)}


pio.renderers["polyviz_site"] = SiteRenderer()
pio.renderers.default = "polyviz_site"
