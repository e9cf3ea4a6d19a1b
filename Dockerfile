# The API image installs the wheel (its Cypher and ontology files are package data), not an editable checkout.
FROM python:3.11-slim AS wheel
WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY pia_graph ./pia_graph
COPY cypher ./cypher
COPY ontology ./ontology
RUN pip install --no-cache-dir build && python -m build --wheel --outdir /dist .

FROM python:3.11-slim
COPY --from=wheel /dist/ /tmp/dist/
# CPU wheels of torch (the embedding model runs on CPU); everything else from PyPI.
RUN pip install --no-cache-dir --extra-index-url https://download.pytorch.org/whl/cpu /tmp/dist/*.whl \
    && rm -rf /tmp/dist
# The embedding model's ONNX graph, exported once from the packaged weights (no download), at build time.
ENV PIA_EMBEDDING_CACHE_DIR=/opt/pia/models
RUN python -m pia_graph.embedding
ENV PIA_API_HOST=0.0.0.0 PIA_API_PORT=8080 PIA_HOME=/var/lib/pia
EXPOSE 8080
CMD ["pia", "serve"]
