<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>AboutDialog</name>
    <message>
        <source>A desktop viewer of %1.</source>
        <translation>Настільний переглядач роздач %1.</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the games&apos; deals</comment>
        <translation> і </translation>
    </message>
    <message>
        <source>%1 deals</source>
        <comment>%1: a game&apos;s title</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Links:</source>
        <translation>Посилання:</translation>
    </message>
    <message>
        <source>Licence: %1.</source>
        <translation>Ліцензія: %1.</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>Про %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Microsoft FreeCell deals by number, {first} … {last}. Deal N seeds Microsoft&apos;s generator, state ← 214013·state + 2531011, and each draw from it picks one of the cards left (draw mod cards left), which is dealt while the last card takes its place. Dealt card k goes to cascade k mod 8, its first card being the top of the cascade. Deals from 2&lt;sup&gt;31&lt;/sup&gt; on use FreeCell Pro&apos;s conventions: the draw gains bit 15 up to 2&lt;sup&gt;32&lt;/sup&gt;−1, and from 2&lt;sup&gt;32&lt;/sup&gt; the generator runs on 32 bits from N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Роздачі Microsoft FreeCell за номером, {first} … {last}. Номер роздачі N задає початковий стан генератора Microsoft, стан ← 214013·стан + 2531011, і кожне його число вибирає одну з карт, що лишилися (число mod кількість карт, що лишилися); її роздають, а на її місце стає остання карта. Роздана карта k іде в стовпець k mod 8, і перша карта стовпця лежить у ньому найвище. Роздачі від 2&lt;sup&gt;31&lt;/sup&gt; дотримуються правил FreeCell Pro: до 2&lt;sup&gt;32&lt;/sup&gt;−1 число отримує біт 15, а від 2&lt;sup&gt;32&lt;/sup&gt; генератор працює на 32 бітах, починаючи з N − 2&lt;sup&gt;32&lt;/sup&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Dou Dizhu deals by number, {first} … {last}: 54 cards shuffled without bias by SplitMix64, three hands of 17 and the landlord&apos;s three cards.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Роздачі Доу Дічжу за номером, {first} … {last}: 54 карти, неупереджено перетасовані SplitMix64, три руки по 17 карт і три карти поміщика.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>П&amp;ерехід</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Solution</source>
        <translation>Р&amp;озв’язок</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Експортувати…</translation>
    </message>
    <message>
        <source>Export the board as PNG or SVG</source>
        <translation>Експортувати стіл як PNG або SVG</translation>
    </message>
    <message>
        <source>E&amp;xport solution as text…</source>
        <translation>Е&amp;кспортувати розв’язок як текст…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <source>&amp;Copy deal as text</source>
        <translation>&amp;Копіювати роздачу як текст</translation>
    </message>
    <message>
        <source>&amp;Find deal by layout…</source>
        <translation>&amp;Знайти роздачу за розкладом…</translation>
    </message>
    <message>
        <source>&amp;Paste solution</source>
        <translation>&amp;Вставити розв’язок</translation>
    </message>
    <message>
        <source>Copy solution (&amp;short form)</source>
        <translation>Копіювати розв’язок (скоро&amp;чено)</translation>
    </message>
    <message>
        <source>Copy solution, &amp;every move</source>
        <translation>Копіювати розв’язок, &amp;усі ходи</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Скасувати хід</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Повт&amp;орити хід</translation>
    </message>
    <message>
        <source>Re&amp;start the deal</source>
        <translation>&amp;Почати роздачу заново</translation>
    </message>
    <message>
        <source>Show the next &amp;move</source>
        <translation>Пока&amp;зати наступний хід</translation>
    </message>
    <message>
        <source>Hint: highlight the next move of the shortest solution known (H)</source>
        <translation>Підказка: підсвітити наступний хід найкоротшого відомого розв’язку (H)</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>Продовжити з&amp;відси</translation>
    </message>
    <message>
        <source>Solve the position on the board and play on from it</source>
        <translation>Розв’язати позицію на столі й продовжити з неї</translation>
    </message>
    <message>
        <source>Still winnable? &amp;Judge each move</source>
        <translation>Ще можна виграти? &amp;Оцінювати кожен хід</translation>
    </message>
    <message>
        <source>After each move, say whether the game can still be won, and which move lost it</source>
        <translation>Після кожного ходу казати, чи можна ще виграти гру і який хід її програв</translation>
    </message>
    <message>
        <source>&amp;Go back to where it could be won</source>
        <translation>Повер&amp;нутися туди, де ще можна було виграти</translation>
    </message>
    <message>
        <source>Undo to the last position from which the game could be won</source>
        <translation>Скасувати ходи до останньої позиції, з якої гру ще можна було виграти</translation>
    </message>
    <message>
        <source>&amp;Build catalogue…</source>
        <translation>С&amp;творити каталог…</translation>
    </message>
    <message>
        <source>Solve a range of deals in the background and keep their verdicts</source>
        <translation>Розв’язати діапазон роздач у фоні й зберегти їхні вердикти</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Попередня</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Наступна</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Н&amp;азад</translation>
    </message>
    <message>
        <source>Back in history</source>
        <translation>Назад в історії</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Вперед</translation>
    </message>
    <message>
        <source>Forward in history</source>
        <translation>Вперед в історії</translation>
    </message>
    <message>
        <source>&amp;Type a deal number</source>
        <translation>Вв&amp;ести номер роздачі</translation>
    </message>
    <message>
        <source>Random deal by &amp;difficulty</source>
        <translation>Випадкова роздача за &amp;складністю</translation>
    </message>
    <message>
        <source>A random deal with a solution, easy, medium, hard or very hard</source>
        <translation>Випадкова роздача з розв’язком: легка, середня, складна або дуже складна</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Відкрити в &amp;інтернеті</translation>
    </message>
    <message>
        <source>&amp;Gallery</source>
        <translation>&amp;Галерея</translation>
    </message>
    <message>
        <source>Thumbnails of many deals at once; again: back to the board</source>
        <translation>Мініатюри багатьох роздач одразу; ще раз: назад до столу</translation>
    </message>
    <message>
        <source>Go to s&amp;tart</source>
        <translation>На по&amp;чаток</translation>
    </message>
    <message>
        <source>&amp;Random deal</source>
        <translation>Випадкова &amp;роздача</translation>
    </message>
    <message>
        <source>A random deal (Shift+Ctrl+R: any)</source>
        <translation>Випадкова роздача (Shift+Ctrl+R: будь-яка)</translation>
    </message>
    <message>
        <source>Random deal, &amp;whole range</source>
        <translation>Випадкова роздача, &amp;увесь діапазон</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>&amp;Розв’язати</translation>
    </message>
    <message>
        <source>&amp;Cancel solving</source>
        <translation>&amp;Скасувати розв’язування</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Відтворити</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Крок &amp;назад</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Крок впере&amp;д</translation>
    </message>
    <message>
        <source>Go to &amp;end</source>
        <translation>На &amp;кінець</translation>
    </message>
    <message>
        <source>Show deal as &amp;text</source>
        <translation>Показати роздачу як &amp;текст</translation>
    </message>
    <message>
        <source>Show &amp;solution panel</source>
        <translation>Показати панель &amp;розв’язку</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>&amp;About freecell-gui</source>
        <translation>&amp;Про freecell-gui</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Колода</translation>
    </message>
    <message>
        <source>&amp;Autoplay</source>
        <translation>&amp;Автоходи</translation>
    </message>
    <message>
        <source>&amp;Safe: the automatic moves home</source>
        <translation>&amp;Безпечні: автоматичні ходи до домашніх комірок</translation>
    </message>
    <message>
        <source>&amp;Max: every card that can go home</source>
        <translation>&amp;Максимальні: кожна карта, що може йти до домашніх комірок</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Вимкнено</translation>
    </message>
    <message>
        <source>Celebrate &amp;won games</source>
        <translation>Святк&amp;увати перемоги</translation>
    </message>
    <message>
        <source>A won game: the cards bounce off the board, with the time and moves</source>
        <translation>Виграна гра: карти вистрибують з дошки, з часом і кількістю ходів</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>Your games played by hand: wins, streaks and each deal&apos;s best</source>
        <translation>Ваші ігри вручну: перемоги, серії та найкращий результат у кожній роздачі</translation>
    </message>
    <message>
        <source>S&amp;ingle-card steps</source>
        <translation>Кроки по &amp;одній карті</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Легка</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Середня</translation>
    </message>
    <message>
        <source>&amp;Hard</source>
        <translation>С&amp;кладна</translation>
    </message>
    <message>
        <source>&amp;Very hard</source>
        <translation>&amp;Дуже складна</translation>
    </message>
    <message>
        <source>Also deals &amp;without a solution</source>
        <translation>Також роздачі &amp;без розв’язку</translation>
    </message>
    <message>
        <source>Deals the solver found no solution for may come too, as very hard ones</source>
        <translation>Роздачі, для яких розв’язувач не знайшов розв’язку, теж можуть трапитися — як дуже складні</translation>
    </message>
</context>
<context>
    <name>BoardInteraction</name>
    <message>
        <source>No legal move is left: undo, or restart the deal</source>
        <translation>Можливих ходів не лишилося: скасуйте хід або почніть роздачу заново</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Підказка: %1</translation>
    </message>
    <message>
        <source>%1 cannot move: the cards on it are not one sequence</source>
        <translation>%1 не можна перемістити: карти на ній не утворюють послідовності</translation>
    </message>
    <message>
        <source>%1 has nowhere to go</source>
        <translation>%1 нікуди перемістити</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>%1 board</source>
        <comment>a board&apos;s name: FreeCell board</comment>
        <translation>Стіл гри %1</translation>
    </message>
</context>
<context>
    <name>BuildTexts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n секунда</numerusform>
            <numerusform>%n секунди</numerusform>
            <numerusform>%n секунд</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 хв %2 с</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 год %2 хв</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln deal(s) stored</source>
        <translation>
            <numerusform>Збережено %1 з %Ln роздачі</numerusform>
            <numerusform>Збережено %1 з %Ln роздач</numerusform>
            <numerusform>Збережено %1 з %Ln роздач</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>залишилося приблизно %1</translation>
    </message>
    <message>
        <source>Starting the solvers…</source>
        <translation>Запуск розв’язувачів…</translation>
    </message>
    <message>
        <source>Every deal of the range is in the catalogue already</source>
        <translation>Усі роздачі діапазону вже є в каталозі</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) stored</source>
        <translation>
            <numerusform>Готово: збережено %Ln роздачу</numerusform>
            <numerusform>Готово: збережено %Ln роздачі</numerusform>
            <numerusform>Готово: збережено %Ln роздач</numerusform>
        </translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>(тривалість: %1)</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln deal(s) stored; build again to go on from there</source>
        <translation>
            <numerusform>Скасовано: збережено %Ln роздачу; створіть знову, щоб продовжити звідти</numerusform>
            <numerusform>Скасовано: збережено %Ln роздачі; створіть знову, щоб продовжити звідти</numerusform>
            <numerusform>Скасовано: збережено %Ln роздач; створіть знову, щоб продовжити звідти</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: the deals being solved are dropped…</source>
        <translation>Скасування: роздачі, що розв’язуються, буде відкинуто…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) a second</source>
        <translation>
            <numerusform>%Ln роздача за секунду</numerusform>
            <numerusform>%Ln роздачі за секунду</numerusform>
            <numerusform>%Ln роздач за секунду</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Small Joker</source>
        <translation>Малий джокер</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>Великий джокер</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Сорочка карти</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: %1 is the rank, %2 the suit</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CardRank</name>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Двійка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Трійка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвірка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>П’ятірка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шістка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Сімка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Вісімка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Дев’ятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
</context>
<context>
    <name>CardSuitInName</name>
    <message>
        <source>Clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>пік</translation>
    </message>
</context>
<context>
    <name>Catalogue</name>
    <message>
        <source>cannot read the catalogue {path}: {reason}</source>
        <translation>неможливо прочитати каталог {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a deal catalogue (not an SQLite database); it was left unchanged</source>
        <translation>{path} не є каталогом роздач (це не база даних SQLite); його не змінено</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a deal catalogue; it was left unchanged</source>
        <translation>{path} — база даних SQLite іншої програми, а не каталог роздач; її не змінено</translation>
    </message>
    <message>
        <source>{path} is the catalogue of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} — каталог новішої версії freecell-gui (схема {version}, ця версія читає {reads}); його не змінено</translation>
    </message>
    <message>
        <source>cannot create the catalogue {path}: {reason}</source>
        <translation>неможливо створити каталог {path}: {reason}</translation>
    </message>
    <message>
        <source>there is no catalogue at {path}: build one with `freecell catalogue build A..B`</source>
        <translation>за шляхом {path} немає каталогу: створіть його командою `freecell catalogue build A..B`</translation>
    </message>
    <message>
        <source>cannot open the catalogue {path}: {reason}</source>
        <translation>неможливо відкрити каталог {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is a damaged catalogue ({reason}); it was left unchanged</source>
        <translation>{path} — пошкоджений каталог ({reason}); його не змінено</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>неможливо прочитати {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the catalogue {path}: {reason}</source>
        <translation>неможливо записати в каталог {path}: {reason}</translation>
    </message>
    <message>
        <source>deal {deal}: {field} {value}</source>
        <extracomment>Why a row is damaged: {field} is the column&apos;s name (moves, difficulty …), {value} as it is stored.</extracomment>
        <translation>роздача {deal}: {field} {value}</translation>
    </message>
    <message>
        <source>a row of deal {deal}, which is not a deal number</source>
        <translation>рядок роздачі {deal}, що не є номером роздачі</translation>
    </message>
    <message>
        <source>cannot use {path} as the catalogue: {reason}; it was left unchanged</source>
        <translation>не вдається використати {path} як каталог: {reason}; його не змінено</translation>
    </message>
</context>
<context>
    <name>CatalogueBuildDialog</name>
    <message>
        <source>the build failed: %1</source>
        <extracomment>:func:`default_build`&apos;s signature: (path, first, last, progress=, stop=, short=) → BuildResult.</extracomment>
        <translation>створення не вдалося: %1</translation>
    </message>
    <message>
        <source>Build the deal catalogue</source>
        <translation>Створити каталог роздач</translation>
    </message>
    <message>
        <source>Solve a range of deals once, on every core, and keep what is known of each: the status bar then shows a deal&apos;s verdict at once.</source>
        <translation>Розв’яжіть діапазон роздач один раз, на всіх ядрах, і збережіть те, що відомо про кожну: тоді рядок стану одразу показує вердикт роздачі.</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>&amp;Роздачі:</translation>
    </message>
    <message>
        <source>Also:</source>
        <translation>Також:</translation>
    </message>
    <message>
        <source>Stored in:</source>
        <translation>Зберігається в:</translation>
    </message>
    <message>
        <source>First deal</source>
        <translation>Перша роздача</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Остання роздача</translation>
    </message>
    <message>
        <source>the &amp;short solutions (our search: much slower, up to a second a deal)</source>
        <translation>&amp;короткі розв’язки (наш пошук: набагато повільніше, до секунди на роздачу)</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>С&amp;творити</translation>
    </message>
    <message>
        <source>&amp;Cancel build</source>
        <translation>Скас&amp;увати створення</translation>
    </message>
</context>
<context>
    <name>CatalogueVerdict</name>
    <message>
        <source>From the deal catalogue %1, made by %2</source>
        <translation>З каталогу роздач %1 (рушій: %2)</translation>
    </message>
</context>
<context>
    <name>CompactNotation</name>
    <message>
        <source>{link} holds no solution to read: expected deal=N:moves, such as deal=617:4r46</source>
        <translation>{link} не містить розв’язку, який можна прочитати: очікується deal=N:ходи, як-от deal=617:4r46</translation>
    </message>
    <message>
        <source>not a move in compact notation (1-8 columns, a-d the free cells that hold a card, r the first empty one, h home, as in 4r, 46, a3 or 8h)</source>
        <translation>не хід у компактній нотації (1-8 стовпці, a-d вільні комірки з картою, r перша порожня, h домашні, як-от 4r, 46, a3 або 8h)</translation>
    </message>
    <message>
        <source>this solution is for deal {number}, not for the deal it is played on</source>
        <translation>цей розв’язок для роздачі {number}, а не для тієї, на якій його грають</translation>
    </message>
    <message>
        <source>every free cell is occupied</source>
        <translation>усі вільні комірки зайняті</translation>
    </message>
    <message numerus="yes">
        <source>there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)</source>
        <translation>
            <numerusform>комірки {cell} немає: зайнята %Ln вільна комірка (комірки зсунуто ліворуч)</numerusform>
            <numerusform>комірки {cell} немає: зайняті %Ln вільні комірки (комірки зсунуто ліворуч)</numerusform>
            <numerusform>комірки {cell} немає: зайнято %Ln вільних комірок (комірки зсунуто ліворуч)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealNumbers</name>
    <message>
        <source>a number far beyond the range</source>
        <translation>число далеко за межами діапазону</translation>
    </message>
    <message>
        <source>{first} … {last}</source>
        <translation>{first} … {last}</translation>
    </message>
    <message>
        <source>{text} is too large for a deal number</source>
        <translation>{text} — завелике число для номера роздачі</translation>
    </message>
    <message>
        <source>{text} is too large: expected a whole number in {range}</source>
        <translation>{text} — завелике число: очікується ціле число в межах {range}</translation>
    </message>
    <message>
        <source>{text} is not a deal number</source>
        <translation>{text} — не номер роздачі</translation>
    </message>
    <message>
        <source>{text} is not a deal number: expected a whole number in {range}</source>
        <translation>{text} — не номер роздачі: очікується ціле число в межах {range}</translation>
    </message>
    <message>
        <source>Dou Dizhu deal {number} is out of range: deals are {range}</source>
        <translation>роздача Доу Дічжу {number} поза діапазоном: роздачі мають номери {range}</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not a bool</source>
        <translation>номер роздачі має бути цілим числом у межах {range}, а не булевим значенням</translation>
    </message>
    <message>
        <source>a deal number must be a whole number in {range}, not {type}</source>
        <translation>номер роздачі має бути цілим числом у межах {range}, а не {type}</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range} (Windows&apos; special negative deals are not reproduced)</source>
        <translation>роздача {number} поза діапазоном: роздачі мають номери {range} (особливі від’ємні роздачі Windows не відтворюються)</translation>
    </message>
    <message>
        <source>deal {number} is out of range: deals are {range}</source>
        <translation>роздача {number} поза діапазоном: роздачі мають номери {range}</translation>
    </message>
</context>
<context>
    <name>DealRange</name>
    <message>
        <source>Windows 1 … 32,000</source>
        <translation>Windows 1 … 32&#xa0;000</translation>
    </message>
    <message>
        <source>Microsoft 1 … 1,000,000</source>
        <translation>Microsoft 1 … 1&#xa0;000&#xa0;000</translation>
    </message>
    <message>
        <source>FreeCell Pro 1 … 8,589,934,591</source>
        <translation>FreeCell Pro 1 … 8&#xa0;589&#xa0;934&#xa0;591</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Random deal by difficulty</source>
        <translation>Випадкова роздача за складністю</translation>
    </message>
    <message>
        <source>Looking for a deal: %1</source>
        <translation>Пошук роздачі: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) rated</source>
        <translation>
            <numerusform>Оцінено %n роздачу</numerusform>
            <numerusform>Оцінено %n роздачі</numerusform>
            <numerusform>Оцінено %n роздач</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for a deal failed: %1</source>
        <translation>Пошук роздачі не вдався: %1</translation>
    </message>
</context>
<context>
    <name>DealSpinBox</name>
    <message>
        <source>Deal number</source>
        <translation>Номер роздачі</translation>
    </message>
    <message>
        <source>Deals are %1 … %2</source>
        <translation>Роздачі: %1 … %2</translation>
    </message>
    <message>
        <source>Not a deal. %1.</source>
        <comment>%1: Deals are 1 … 32,000</comment>
        <translation>Це не роздача. %1.</translation>
    </message>
</context>
<context>
    <name>Decks</name>
    <message>
        <source>Classic</source>
        <translation>Класична</translation>
    </message>
    <message>
        <source>Four color</source>
        <translation>Чотириколірна</translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message>
        <source>solvable</source>
        <translation>з розв’язком</translation>
    </message>
    <message>
        <source>no deal of {range} is {band}</source>
        <translation>жодна роздача з {range} не {band}</translation>
    </message>
    <message numerus="yes">
        <source>no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)</source>
        <translation>
            <numerusform>за {seconds} с не знайдено роздачі «{band}» з {range} (оцінено %Ln роздачу)</numerusform>
            <numerusform>за {seconds} с не знайдено роздачі «{band}» з {range} (оцінено %Ln роздачі)</numerusform>
            <numerusform>за {seconds} с не знайдено роздачі «{band}» з {range} (оцінено %Ln роздач)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown difficulty {text}: choose one of {choices}</source>
        <extracomment>Microsoft&apos;s range, where a deal of a band is drawn unless another is asked for. How long a search for a deal of a band goes on at most (seconds), unless another time is asked for.</extracomment>
        <translation>невідома складність {text}: виберіть одну з {choices}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>легка</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>середня</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>складна</translation>
    </message>
    <message>
        <source>very hard</source>
        <translation>дуже складна</translation>
    </message>
</context>
<context>
    <name>DifficultyCommands</name>
    <message>
        <source>Deal %1: no solution (the solver tried every position)</source>
        <translation>Роздача %1: розв’язку немає (розв’язувач перебрав усі позиції)</translation>
    </message>
    <message>
        <source>Deal %1: the solver gave up on it</source>
        <translation>Роздача %1: розв’язувач здався</translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2, difficulty %3 (a solution in %n move(s))</source>
        <translation>
            <numerusform>Роздача %1: %2, складність %3 (розв’язок за %n хід)</numerusform>
            <numerusform>Роздача %1: %2, складність %3 (розв’язок за %n ходи)</numerusform>
            <numerusform>Роздача %1: %2, складність %3 (розв’язок за %n ходів)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DouDizhuBoard</name>
    <message>
        <source>Landlord&apos;s cards</source>
        <translation>Карти поміщика</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Гравець 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Гравець 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Гравець 3</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>{width} × {height} pixels cannot hold the board: it needs at least {least_width} × {least_height}</source>
        <translation>{width} × {height} пікселів замало для столу: потрібно щонайменше {least_width} × {least_height}</translation>
    </message>
    <message>
        <source>%1 after move %2</source>
        <comment>%1: the deal&apos;s title, %2: the number of the player&apos;s move</comment>
        <translation>%1 після ходу %2</translation>
    </message>
    <message>
        <source>cannot export {name}: the file name must end in .png or .svg</source>
        <translation>не вдається експортувати {name}: назва файлу має закінчуватися на .png або .svg</translation>
    </message>
    <message>
        <source>the width must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>ширина має бути цілим числом пікселів від {least} до {most}, а не {value}</translation>
    </message>
    <message>
        <source>the height must be a whole number of pixels from {least} to {most}, not {value}</source>
        <translation>висота має бути цілим числом пікселів від {least} до {most}, а не {value}</translation>
    </message>
    <message>
        <source>the scale must be a number from {least} to {most}, such as 1, 1.5 or 2, not {value}</source>
        <translation>масштаб має бути числом від {least} до {most}, наприклад 1, 1.5 або 2, а не {value}</translation>
    </message>
    <message>
        <source>{width} × {height} pixels is too large an image: at most {most} pixels</source>
        <translation>{width} × {height} пікселів — завелике зображення: щонайбільше {most} пікселів</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>SVG drawing, %1 (vector: the scale does not apply)</source>
        <translation>Малюнок SVG, %1 (векторний: масштаб не застосовується)</translation>
    </message>
    <message>
        <source>PNG image, %1 pixels</source>
        <translation>Зображення PNG, %1 пікселів</translation>
    </message>
    <message>
        <source>%1 (%2 at %3×)</source>
        <comment>PNG image, … (1,000 × 760 at 2×)</comment>
        <translation>%1 (%2 у масштабі %3×)</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Експортувати стіл</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Висота</translation>
    </message>
    <message>
        <source>&amp;Keep the board&apos;s proportions</source>
        <translation>&amp;Зберігати пропорції столу</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Device pixel ratio: 2 gives a picture twice as sharp for HiDPI screens</source>
        <translation>Співвідношення пікселів пристрою: 2 дає вдвічі чіткіше зображення для екранів HiDPI</translation>
    </message>
    <message>
        <source>&amp;Caption with the deal number</source>
        <translation>&amp;Підпис із номером роздачі</translation>
    </message>
    <message>
        <source>A small caption naming the deal, in a corner free of cards</source>
        <translation>Невеликий підпис із назвою роздачі в куті без карт</translation>
    </message>
    <message>
        <source>Picture size</source>
        <translation>Розмір зображення</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Файл:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Стіл:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Ширина:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Висота:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Масштаб:</translation>
    </message>
    <message>
        <source>Picture:</source>
        <translation>Зображення:</translation>
    </message>
    <message>
        <source>&amp;As shown: %1</source>
        <translation>&amp;Як показано: %1</translation>
    </message>
    <message>
        <source>The &amp;deal&apos;s start</source>
        <translation>По&amp;чаток роздачі</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Не вдалося експортувати</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Зображення PNG (*.png);;Малюнок SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message>
        <source>No solution: the solver tried every position</source>
        <translation>Розв’язку немає: розв’язувач перебрав усі позиції</translation>
    </message>
    <message>
        <source>The solver gave up</source>
        <translation>Розв’язувач здався</translation>
    </message>
    <message>
        <source>solver gave up</source>
        <translation>розв’язувач здався</translation>
    </message>
    <message>
        <source>Badge: the moves of the solution found, coloured by difficulty:</source>
        <translation>Позначка: ходи знайденого розв’язку, колір — складність:</translation>
    </message>
    <message>
        <source>A thumbnail&apos;s badge shows the moves of the solution the catalogue found (with safe autoplay). Its colour is the deal&apos;s difficulty band, from the solver&apos;s effort and the solution&apos;s length, whatever the number of moves: the bands of Go → Random deal by difficulty. A count made by another engine, whose difficulty is on another scale, stays grey. Point at a thumbnail for its facts.</source>
        <translation>Позначка на мініатюрі показує ходи розв’язку, знайденого каталогом (з безпечними автоходами). Її колір — рівень складності роздачі, обчислений із зусиль розв’язувача та довжини розв’язку, хоч би скільки було ходів: ті самі рівні, що в Перехід → Випадкова роздача за складністю. Кількість ходів, пораховану іншим рушієм, чия складність має іншу шкалу, позначено сірим. Наведіть на мініатюру, щоб побачити її дані.</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Роздача %1</translation>
    </message>
    <message>
        <source>Not in the catalogue</source>
        <translation>Немає в каталозі</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n move(s) (with safe autoplay)</source>
        <translation>
            <numerusform>Розв’язано за %n хід (з безпечними автоходами)</numerusform>
            <numerusform>Розв’язано за %n ходи (з безпечними автоходами)</numerusform>
            <numerusform>Розв’язано за %n ходів (з безпечними автоходами)</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Розв’язано</translation>
    </message>
    <message numerus="yes">
        <source>Shortest solution found: %n move(s)</source>
        <translation>
            <numerusform>Найкоротший знайдений розв’язок: %n хід</numerusform>
            <numerusform>Найкоротший знайдений розв’язок: %n ходи</numerusform>
            <numerusform>Найкоротший знайдений розв’язок: %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>Difficulty: %1 (%2)</source>
        <translation>Складність: %1 (%2)</translation>
    </message>
    <message>
        <source>Difficulty: %1, on another engine&apos;s scale (no colour)</source>
        <translation>Складність: %1, за шкалою іншого рушія (без кольору)</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Рушій: %1</translation>
    </message>
    <message>
        <source>Shortest by: %1</source>
        <translation>Найкоротший від: %1</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>не вдається записати {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} does not exist</source>
        <translation>не вдається записати {path}: теки {folder} не існує</translation>
    </message>
    <message>
        <source>cannot write {path}: it is a folder</source>
        <translation>не вдається записати {path}: це тека</translation>
    </message>
    <message>
        <source>cannot write {path}: that names a folder, not a file</source>
        <translation>не вдається записати {path}: це назва теки, а не файлу</translation>
    </message>
    <message>
        <source>cannot write {path}: permission denied</source>
        <translation>не вдається записати {path}: доступ заборонено</translation>
    </message>
    <message>
        <source>cannot write {path}: folder {folder} is not writable</source>
        <translation>не вдається записати {path}: до теки {folder} не можна записувати</translation>
    </message>
    <message>
        <source>the file name is empty: name a file</source>
        <translation>ім’я файлу порожнє: вкажіть файл</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>це {kind}, а не звичайний файл</translation>
    </message>
    <message>
        <source>it is a link to {target}, {kind}, not a regular file</source>
        <translation>це посилання на {target}, а це {kind}, не звичайний файл</translation>
    </message>
    <message>
        <source>it is a link to {target}, whose folder does not exist</source>
        <translation>це посилання на {target}, тека якого не існує</translation>
    </message>
    <message>
        <source>it is a link that cannot be followed: {reason}</source>
        <translation>це посилання, за яким неможливо перейти: {reason}</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>тека</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>пристрій</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>FIFO (іменований канал)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>спеціальний файл</translation>
    </message>
</context>
<context>
    <name>FindDealDialog</name>
    <message>
        <source>Paste a layout: eight cascades, one a line, top card first (fc-solve&apos;s format),
the seven rows of the deal, or just the first cards dealt, e.g. the top row:

7D AD 5C 3S 5S 8C 2D AH

Enter searches; Shift+Enter starts a new line.</source>
        <translation>Вставте розклад: вісім стовпців, по одному в рядку, верхня карта першою (формат fc-solve),
сім рядів роздачі або лише перші роздані карти, наприклад верхній ряд:

7D AD 5C 3S 5S 8C 2D AH

Enter — пошук; Shift+Enter — новий рядок.</translation>
    </message>
    <message>
        <source>These matches are for an earlier layout: press Enter to search this one.</source>
        <translation>Ці збіги — для попереднього розкладу: натисніть Enter, щоб шукати цей.</translation>
    </message>
    <message>
        <source>Find deal by layout</source>
        <translation>Знайти роздачу за розкладом</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Розклад</translation>
    </message>
    <message>
        <source>Matching deals</source>
        <translation>Відповідні роздачі</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Шукати</translation>
    </message>
    <message>
        <source>&amp;Cancel search</source>
        <translation>&amp;Скасувати пошук</translation>
    </message>
    <message>
        <source>&amp;Show deal</source>
        <translation>&amp;Показати роздачу</translation>
    </message>
    <message>
        <source>Show all in &amp;gallery</source>
        <translation>Показати всі в &amp;галереї</translation>
    </message>
    <message>
        <source>Type or paste at least two cards.</source>
        <translation>Введіть або вставте щонайменше дві карти.</translation>
    </message>
    <message>
        <source>one card matches about %1 deals: give at least 2 cards</source>
        <translation>одній карті відповідає близько %1 роздач: вкажіть щонайменше 2 карти</translation>
    </message>
    <message>
        <source>search failed: %1</source>
        <translation>пошук не вдався: %1</translation>
    </message>
</context>
<context>
    <name>FindTexts</name>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln карта</numerusform>
            <numerusform>%Ln карти</numerusform>
            <numerusform>%Ln карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — a whole deal</source>
        <comment>%1: 52 cards</comment>
        <translation>%1 — уся роздача</translation>
    </message>
    <message>
        <source>%1 — the top row</source>
        <comment>%1: 8 cards</comment>
        <translation>%1 — верхній ряд</translation>
    </message>
    <message numerus="yes">
        <source>%1 — the top %n row(s)</source>
        <comment>%1: 16 cards</comment>
        <translation>
            <numerusform>%1 — верхній %n ряд</numerusform>
            <numerusform>%1 — верхні %n ряди</numerusform>
            <numerusform>%1 — верхні %n рядів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — the first cards dealt</source>
        <comment>%1: 3 cards</comment>
        <translation>%1 — перші роздані карти</translation>
    </message>
    <message numerus="yes">
        <source> (about %Ln deal(s) will match)</source>
        <translation>
            <numerusform> (збігатиметься приблизно %Ln роздача)</numerusform>
            <numerusform> (збігатимуться приблизно %Ln роздачі)</numerusform>
            <numerusform> (збігатиметься приблизно %Ln роздач)</numerusform>
        </translation>
    </message>
    <message>
        <source>no deal matches</source>
        <translation>жодна роздача не збігається</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) match</source>
        <translation>
            <numerusform>%Ln роздача збігається</numerusform>
            <numerusform>%Ln роздачі збігаються</numerusform>
            <numerusform>%Ln роздач збігаються</numerusform>
        </translation>
    </message>
    <message>
        <source> (the first %1 are listed: give more cards)</source>
        <translation> (показано перші %1: додайте більше карт)</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>пошук скасовано</translation>
    </message>
    <message numerus="yes">
        <source>search cancelled (%Ln deal(s) found so far)</source>
        <translation>
            <numerusform>пошук скасовано (досі знайдено %Ln роздачу)</numerusform>
            <numerusform>пошук скасовано (досі знайдено %Ln роздачі)</numerusform>
            <numerusform>пошук скасовано (досі знайдено %Ln роздач)</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching all %1 deals…</source>
        <translation>Пошук серед усіх %1 роздач…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) found</source>
        <translation>
            <numerusform>знайдено %Ln роздачу</numerusform>
            <numerusform>знайдено %Ln роздачі</numerusform>
            <numerusform>знайдено %Ln роздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Finder</name>
    <message>
        <source>no cards: give at least the first card dealt</source>
        <translation>немає карт: вкажіть хоча б першу роздану карту</translation>
    </message>
    <message>
        <source>{count} cards: a deal has {most}</source>
        <translation>карт: {count}, а в роздачі їх {most}</translation>
    </message>
    <message>
        <source>the layout holds the same card twice</source>
        <translation>у розкладі одна карта трапляється двічі</translation>
    </message>
    <message>
        <source>one card matches about {count} deals: give at least 2 cards</source>
        <translation>одній карті відповідає близько {count} роздач: вкажіть щонайменше 2 карти</translation>
    </message>
</context>
<context>
    <name>Gallery</name>
    <message>
        <source>%1 moves</source>
        <extracomment>A count whose difficulty is on another engine&apos;s scale: no band, no colour.</extracomment>
        <translation>ходів: %1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>розв’язку немає</translation>
    </message>
    <message>
        <source>Nothing is catalogued yet: Game → Build catalogue… finds each deal&apos;s verdict and moves, to show here and to filter by.</source>
        <translation>Ще нічого не внесено до каталогу: Гра → Створити каталог… знаходить вердикт і ходи кожної роздачі, щоб показати їх тут і фільтрувати за ними.</translation>
    </message>
    <message>
        <source>No catalogued deal matches this filter.</source>
        <translation>Жодна роздача з каталогу не відповідає цьому фільтру.</translation>
    </message>
    <message>
        <source>Go to deal %1</source>
        <translation>Перейти до роздачі %1</translation>
    </message>
    <message>
        <source>The deal catalogue cannot be used: %1</source>
        <translation>Каталог роздач не можна використати: %1</translation>
    </message>
</context>
<context>
    <name>GalleryFilter</name>
    <message>
        <source>Any verdict</source>
        <translation>Будь-який вердикт</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Розв’язано</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>Розв’язку немає</translation>
    </message>
    <message>
        <source>Solver gave up</source>
        <translation>Розв’язувач здався</translation>
    </message>
    <message>
        <source>&amp;Verdict:</source>
        <translation>&amp;Вердикт:</translation>
    </message>
    <message>
        <source>Moves at &amp;least:</source>
        <translation>Ходів щонайм&amp;енше:</translation>
    </message>
    <message>
        <source>at &amp;most:</source>
        <translation>щонай&amp;більше:</translation>
    </message>
    <message>
        <source>any</source>
        <translation>будь-яка</translation>
    </message>
    <message>
        <source>&amp;All deals</source>
        <translation>&amp;Усі роздачі</translation>
    </message>
    <message>
        <source>At least %1 moves is more than at most %2: this filter is not applied</source>
        <translation>Щонайменше %1 ходів — більше, ніж щонайбільше %2: цей фільтр не застосовано</translation>
    </message>
    <message>
        <source>Not yet &amp;won</source>
        <translation>Ще не ви&amp;грані</translation>
    </message>
    <message>
        <source>Leave out the deals you have won (your record of games)</source>
        <translation>Не показувати роздачі, які ви вже виграли (ваш журнал ігор)</translation>
    </message>
</context>
<context>
    <name>GalleryTexts</name>
    <message numerus="yes">
        <source>%Ln catalogued deal(s) match</source>
        <translation>
            <numerusform>%Ln роздача з каталогу відповідає</numerusform>
            <numerusform>%Ln роздачі з каталогу відповідають</numerusform>
            <numerusform>%Ln роздач з каталогу відповідають</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The finder&apos;s matches: %Ln deal(s)</source>
        <translation>
            <numerusform>Знайдене пошуком: %Ln роздача</numerusform>
            <numerusform>Знайдене пошуком: %Ln роздачі</numerusform>
            <numerusform>Знайдене пошуком: %Ln роздач</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>FreeCell</source>
        <translation>FreeCell</translation>
    </message>
    <message>
        <source>No solution exists for this deal</source>
        <translation>Ця роздача не має розв’язку</translation>
    </message>
    <message>
        <source>Dou Dizhu</source>
        <translation>Доу Дічжу</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <comment>a range of deals</comment>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a game&apos;s title and its range of deals</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Solution on %1</source>
        <translation>Розв’язок на %1</translation>
    </message>
    <message>
        <source>Published solutions cover %1</source>
        <translation>Опубліковані розв’язки охоплюють %1</translation>
    </message>
    <message>
        <source>%1 deal %2</source>
        <comment>%1: a game&apos;s title, %2: the deal&apos;s number</comment>
        <translation>%1, роздача %2</translation>
    </message>
</context>
<context>
    <name>HandPlay</name>
    <message>
        <source>The board shows a solution being played back: Undo (Ctrl+Z) returns to your game</source>
        <translation>На столі відтворюється розв’язок: «Скасувати» (Ctrl+Z) повертає до вашої гри</translation>
    </message>
    <message>
        <source>The game is won already</source>
        <translation>Гру вже виграно</translation>
    </message>
    <message>
        <source>%1: playing on from here</source>
        <translation>%1: гра триває звідси</translation>
    </message>
    <message>
        <source>No solution from here: our search tried every position</source>
        <translation>Звідси розв’язку немає: наш пошук перебрав усі позиції</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>Наш швидкий пошук здався після %1 позицій</translation>
    </message>
    <message>
        <source>The solution stopped: %1</source>
        <translation>Розв’язок зупинився: %1</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Мова</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Мова системи (%1)</translation>
    </message>
</context>
<context>
    <name>LayoutOffer</name>
    <message numerus="yes">
        <source>The text pasted is a deal&apos;s layout (%n card(s)), not moves.</source>
        <translation>
            <numerusform>Вставлений текст — розклад роздачі (%n карта), а не ходи.</numerusform>
            <numerusform>Вставлений текст — розклад роздачі (%n карти), а не ходи.</numerusform>
            <numerusform>Вставлений текст — розклад роздачі (%n карт), а не ходи.</numerusform>
        </translation>
    </message>
    <message>
        <source>Find deal by layout can tell which deal it is.</source>
        <translation>«Знайти роздачу за розкладом» скаже, яка це роздача.</translation>
    </message>
    <message>
        <source>&amp;Find its deal</source>
        <translation>&amp;Знайти роздачу</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>{token} is not a card (expected a rank A 2-9 T/10 J Q K and a suit C D H S or ♣♦♥♠)</source>
        <extracomment>Two-character codes in index order: CARD_CODES[0] == &quot;AC&quot;, CARD_CODES[51] == &quot;KS&quot;.</extracomment>
        <translation>{token} — не карта (очікується ранг A 2-9 T/10 J Q K і масть C D H S або ♣♦♥♠)</translation>
    </message>
    <message>
        <source>no cards found: expected a layout such as &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</source>
        <translation>карт не знайдено: очікується розклад на зразок &apos;JD 2D 9H JC 5D 7H 7C 5H …&apos;</translation>
    </message>
    <message>
        <source>row {number}</source>
        <translation>ряд {number}</translation>
    </message>
    <message>
        <source>line {number}</source>
        <translation>рядок {number}</translation>
    </message>
    <message>
        <source>incomplete layout: {count} of the {most} cascades; missing: {long} of 7 cards and {short} of 6 (a deal has four of each). Or give the first cards dealt, such as the top row</source>
        <translation>неповний розклад: {count} з {most} стовпців; бракує {long} по 7 карт і {short} по 6 (у роздачі по чотири таких). Або дайте перші роздані карти, наприклад верхній ряд</translation>
    </message>
    <message>
        <source>not valid JSON: {error}</source>
        <translation>недійсний JSON: {error}</translation>
    </message>
    <message>
        <source>JSON layout must be an array of rows (or an object with &quot;rows&quot;)</source>
        <translation>розклад у JSON має бути масивом рядів (або об’єктом із &quot;rows&quot;)</translation>
    </message>
    <message>
        <source>{where}: JSON cards must be strings such as &quot;JD&quot;</source>
        <translation>{where}: карти в JSON мають бути рядками на зразок &quot;JD&quot;</translation>
    </message>
    <message>
        <source>{where}, token {position}: {token} is not a card</source>
        <translation>{where}, елемент {position}: {token} — не карта</translation>
    </message>
    <message>
        <source>{where}, token {position}: duplicate card {card} (first at {first}, token {first_position})</source>
        <translation>{where}, елемент {position}: карта {card} повторюється (уперше — {first}, елемент {first_position})</translation>
    </message>
    <message>
        <source>{where}: more than {most} cascades</source>
        <translation>{where}: більше ніж {most} стовпців</translation>
    </message>
    <message>
        <source>cascade {number}</source>
        <translation>стовпець {number}</translation>
    </message>
    <message>
        <source>{where}: inconsistent cascade lengths: cascade {cascade} has {count} cards, but {total} dealt cards give it {expected}</source>
        <translation>{where}: довжини стовпців не узгоджуються: у стовпці {cascade} карт {count}, але з {total} розданих карт у ньому має бути {expected}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open on %1</source>
        <translation>Від&amp;крити на %1</translation>
    </message>
    <message>
        <source>&amp;Open on the web</source>
        <translation>Відкрити в &amp;інтернеті</translation>
    </message>
    <message>
        <source>Copied deal %1 as %2 text</source>
        <translation>Роздачу %1 скопійовано як текст (%2)</translation>
    </message>
    <message>
        <source>Exported deal %1 to %2</source>
        <translation>Роздачу %1 експортовано до %2</translation>
    </message>
    <message>
        <source>Could not open a browser for %1</source>
        <translation>Не вдалося відкрити браузер для %1</translation>
    </message>
    <message>
        <source>The deal catalogue is not used: %1</source>
        <translation>Каталог роздач не використовується: %1</translation>
    </message>
    <message>
        <source>A damaged row of the deal catalogue is not used: %1</source>
        <translation>Пошкоджений рядок каталогу роздач не використовується: %1</translation>
    </message>
    <message>
        <source>Your games are not recorded: %1</source>
        <translation>Ваші ігри не записуються: %1</translation>
    </message>
</context>
<context>
    <name>MatchList</name>
    <message>
        <source>published solution</source>
        <translation>розв’язок опубліковано</translation>
    </message>
    <message>
        <source>no solution exists</source>
        <translation>розв’язку не існує</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>не опубліковано</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Діапазон</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Розв’язок</translation>
    </message>
</context>
<context>
    <name>MoveField</name>
    <message>
        <source>Type moves: 8a 57 3h … Enter plays them</source>
        <translation>Введіть ходи: 8a 57 3h … Enter їх виконує</translation>
    </message>
    <message>
        <source>Moves in standard notation: 1-8 columns, a-d free cells, h home; Enter plays them</source>
        <translation>Ходи в стандартній нотації: 1-8 стовпці, a-d вільні комірки, h домашні; Enter їх виконує</translation>
    </message>
    <message>
        <source>Moves to play</source>
        <translation>Ходи для виконання</translation>
    </message>
</context>
<context>
    <name>MoveRules</name>
    <message>
        <source>{reason} (after safe autoplay: a solution that lists every move home needs autoplay none)</source>
        <extracomment>Moves tried in all before an ambiguous solution is given up (each try is one apply).</extracomment>
        <translation>{reason} (після безпечних автоходів: розв’язок, що містить усі ходи в домашні комірки, потребує вимкнених автоходів)</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубон</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>чирв</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пік</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} або {second}</translation>
    </message>
    <message>
        <source>{card} cannot go on {onto} (it takes {takes})</source>
        <translation>{card} не можна покласти на {onto} (на неї можна покласти: {takes})</translation>
    </message>
    <message>
        <source>{place} is not a place (columns 1-8, free cells a-d, home h)</source>
        <translation>{place} — не місце (стовпці 1-8, вільні комірки a-d, домашні h)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count}</source>
        <translation>хід переносить від 1 до {most} карт, а не {count}</translation>
    </message>
    <message>
        <source>the source and the destination are the same</source>
        <translation>джерело і призначення однакові</translation>
    </message>
    <message>
        <source>cards never leave the foundations</source>
        <translation>карти ніколи не залишають домашніх комірок</translation>
    </message>
    <message>
        <source>column {column} is empty</source>
        <translation>стовпець {column} порожній</translation>
    </message>
    <message>
        <source>cards go home one at a time, not {count}</source>
        <translation>карти йдуть у домашні комірки по одній, а не по {count}</translation>
    </message>
    <message>
        <source>a free cell holds one card, not {count}</source>
        <translation>вільна комірка вміщує одну карту, а не {count}</translation>
    </message>
    <message>
        <source>free cell {cell} is occupied</source>
        <translation>вільна комірка {cell} зайнята</translation>
    </message>
    <message>
        <source>nothing more</source>
        <translation>більше нічого</translation>
    </message>
    <message>
        <source>{card} cannot go home: the {suit} foundation takes {wanted} next</source>
        <translation>{card} не можна покласти в домашню комірку: домашня комірка {suit} далі приймає {wanted}</translation>
    </message>
    <message>
        <source>free cell {cell} is empty</source>
        <translation>вільна комірка {cell} порожня</translation>
    </message>
    <message>
        <source>a card cannot move from one free cell to another</source>
        <translation>карту не можна перенести з однієї вільної комірки в іншу</translation>
    </message>
    <message>
        <source>nothing movable in column {column} fits on {onto} (it takes {takes})</source>
        <translation>жодна карта, яку можна перенести зі стовпця {column}, не лягає на {onto} (на неї можна покласти: {takes})</translation>
    </message>
    <message>
        <source>the bottom {count} cards of column {column} are not one sequence in alternating colours</source>
        <translation>нижні {count} карт(и) стовпця {column} не утворюють однієї послідовності з чергуванням кольорів</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} карт(и) не можна перенести разом: (порожні вільні комірки + 1) × 2^(порожні стовпці) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message>
        <source>{count} cards cannot move at once: (empty free cells + 1) × 2^(empty columns, not counting the destination) = ({cells} + 1) × 2^{columns} = {limit}</source>
        <translation>{count} карт(и) не можна перенести разом: (порожні вільні комірки + 1) × 2^(порожні стовпці, крім стовпця призначення) = ({cells} + 1) × 2^{columns} = {limit}</translation>
    </message>
    <message numerus="yes">
        <source>column {column} holds only %Ln card(s)</source>
        <translation>
            <numerusform>у стовпці {column} лише %Ln карта</numerusform>
            <numerusform>у стовпці {column} лише %Ln карти</numerusform>
            <numerusform>у стовпці {column} лише %Ln карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>`{token}`: {reason}</source>
        <extracomment>A parsed move whose count the text leaves to the position (see :class:`Move`). Location name → index: columns 0–7, free cells 8–11, home 12.</extracomment>
        <translation>`{token}`: {reason}</translation>
    </message>
    <message>
        <source>move {number} `{token}`: {reason}</source>
        <translation>хід {number} `{token}`: {reason}</translation>
    </message>
    <message>
        <source>not a move in standard notation (two of 1-8 columns, a-d free cells, h home, as in 8a, 87 or 3h; fc-solve&apos;s 75v3 gives a count)</source>
        <translation>не хід у стандартній нотації (два знаки з: 1-8 стовпці, a-d вільні комірки, h домашні, як-от 8a, 87 або 3h; 75v3 у fc-solve задає кількість)</translation>
    </message>
    <message>
        <source>a move carries 1 to {most} cards, not {count} (hexadecimal)</source>
        <translation>хід переносить від 1 до {most} карт, а не {count} (шістнадцяткове)</translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message>
        <source>the text is too long to paste: {count} characters, at most {most} (freecell replay and freecell find read longer files)</source>
        <translation>текст задовгий для вставлення: {count} символів, щонайбільше {most} (freecell replay і freecell find читають довші файли)</translation>
    </message>
    <message numerus="yes">
        <source>this is a deal&apos;s layout (%Ln card(s)), not moves</source>
        <translation>
            <numerusform>це розклад роздачі (%Ln карта), а не ходи</numerusform>
            <numerusform>це розклад роздачі (%Ln карти), а не ходи</numerusform>
            <numerusform>це розклад роздачі (%Ln карт), а не ходи</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Places</name>
    <message>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>Deal catalogue</source>
        <translation>Каталог роздач</translation>
    </message>
    <message>
        <source>Data folder</source>
        <translation>Тека даних</translation>
    </message>
</context>
<context>
    <name>PlaybackActions</name>
    <message>
        <source>Copy the moves without those autoplay makes, as freecellgamesolutions.com writes</source>
        <translation>Копіювати ходи без тих, що робить автохід, як пише freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Copy every move, foundation moves included, as fc-solve writes</source>
        <translation>Копіювати всі ходи, разом із ходами в домашні комірки, як пише fc-solve</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Пауза (Пробіл)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Відтворити (Пробіл)</translation>
    </message>
    <message>
        <source>List each sequence move as the single-card moves it stands for, through the free cells and empty columns</source>
        <translation>Показувати кожен хід послідовністю як ходи по одній карті, через вільні клітинки й порожні стовпці</translation>
    </message>
</context>
<context>
    <name>PlaybackDock</name>
    <message>
        <source>Solution</source>
        <translation>Розв’язок</translation>
    </message>
</context>
<context>
    <name>PlaybackPanel</name>
    <message>
        <source>Solution moves</source>
        <translation>Ходи розв’язку</translation>
    </message>
</context>
<context>
    <name>PlaybackSpeed</name>
    <message>
        <source>Slow (1 move/s)</source>
        <extracomment>Offered delays between two moves while playing, in milliseconds, with their menu labels. The labels are marked for lupdate and translated where shown (controls.py).</extracomment>
        <translation>Повільно (1 хід/с)</translation>
    </message>
    <message>
        <source>Normal (2 moves/s)</source>
        <translation>Звичайно (2 ходи/с)</translation>
    </message>
    <message>
        <source>Fast (4 moves/s)</source>
        <translation>Швидко (4 ходи/с)</translation>
    </message>
    <message>
        <source>Very fast (10 moves/s)</source>
        <translation>Дуже швидко (10 ходів/с)</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Найшвидше</translation>
    </message>
</context>
<context>
    <name>PlaybackTexts</name>
    <message>
        <source> · autoplay off: the text lists every move</source>
        <translation> · автоходи вимкнено: текст містить усі ходи</translation>
    </message>
    <message>
        <source> · autoplay max: every card that may go home goes</source>
        <translation> · максимальні автоходи: кожна карта, що може йти додому, йде</translation>
    </message>
    <message>
        <source> · autoplay safe: the text leaves out the moves home</source>
        <translation> · безпечні автоходи: текст пропускає ходи в домашні комірки</translation>
    </message>
    <message>
        <source>%1 — playback stops before it (%2)</source>
        <comment>%1: why a move is illegal</comment>
        <translation>%1 — відтворення зупиняється перед ним (%2)</translation>
    </message>
    <message>
        <source> · solved</source>
        <translation> · розв’язано</translation>
    </message>
    <message>
        <source> · the deal is not solved at the end</source>
        <translation> · наприкінці роздачу не розв’язано</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Початок</translation>
    </message>
    <message>
        <source>Start: deal %1</source>
        <translation>Початок: роздача %1</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n move(s)</source>
        <translation>
            <numerusform>Скопійовано %n хід</numerusform>
            <numerusform>Скопійовано %n ходи</numerusform>
            <numerusform>Скопійовано %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: made by autoplay after move %2</source>
        <translation>%1: автохід після ходу %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n by the solver</source>
        <translation>
            <numerusform>, %n хід розв’язувача</numerusform>
            <numerusform>, %n ходи розв’язувача</numerusform>
            <numerusform>, %n ходів розв’язувача</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played by hand and by the solver (%n move(s), in italics): %1</source>
        <translation>
            <numerusform>Гра вручну і розв’язувачем (%n хід курсивом): %1</numerusform>
            <numerusform>Гра вручну і розв’язувачем (%n ходи курсивом): %1</numerusform>
            <numerusform>Гра вручну і розв’язувачем (%n ходів курсивом): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Made by the solver: Continue from here (Shift+F5)</source>
        <translation>Хід розв’язувача: Продовжити звідси (Shift+F5)</translation>
    </message>
    <message numerus="yes">
        <source>Won in %1: %n move(s) by you</source>
        <translation>
            <numerusform>Виграно за %1: %n ваш хід</numerusform>
            <numerusform>Виграно за %1: %n ваші ходи</numerusform>
            <numerusform>Виграно за %1: %n ваших ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1 with %n move(s)</source>
        <translation>
            <numerusform>Виграно за %1, %n хід</numerusform>
            <numerusform>Виграно за %1, %n ходи</numerusform>
            <numerusform>Виграно за %1, %n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n автохід)</numerusform>
            <numerusform> (+ %n автоходи)</numerusform>
            <numerusform> (+ %n автоходів)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ctrl+Z undoes a move, Shift+Ctrl+Z redoes it, a click goes back to one</source>
        <translation>Ctrl+Z скасовує хід, Shift+Ctrl+Z повторює його, клік повертає до ходу</translation>
    </message>
    <message>
        <source>Played by hand: %1</source>
        <translation>Гра вручну: %1</translation>
    </message>
    <message>
        <source>No deal to play the solution on</source>
        <translation>Немає роздачі, на якій відтворити розв’язок</translation>
    </message>
    <message>
        <source>Step %1 of %2 of %3: one card at a time, through the free cells and empty columns</source>
        <translation>Крок %1 з %2 ходу %3: по одній карті, через вільні клітинки й порожні стовпці</translation>
    </message>
    <message>
        <source> · autoplay waits for the last step: max autoplay would send home a card they uncover</source>
        <translation> · автоходи чекають на останній крок: максимальні автоходи віднесли б додому карту, яку кроки відкривають</translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message>
        <source>foundations: {token} is not a suit and a rank such as H-5 or C-A</source>
        <translation>домашні комірки: {token} — не масть і ранг на зразок H-5 або C-A</translation>
    </message>
    <message>
        <source>free cells: {count} entries, but there are only {most}</source>
        <translation>вільні комірки: записів {count}, але комірок лише {most}</translation>
    </message>
    <message>
        <source>free cells</source>
        <translation>вільні комірки</translation>
    </message>
    <message>
        <source>{where}: {reason}</source>
        <translation>{where}: {reason}</translation>
    </message>
    <message>
        <source>{cards} appear(s) more than once</source>
        <translation>{cards} трапляється (-ються) більше одного разу</translation>
    </message>
    <message>
        <source>{cards} also on the foundations</source>
        <translation>{cards} також у домашніх комірках</translation>
    </message>
    <message>
        <source>more than {most} columns</source>
        <translation>більше ніж {most} стовпців</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>стовпець {number}</translation>
    </message>
    <message>
        <source>{count} columns, but a position has {most}</source>
        <translation>стовпців {count}, але в позиції їх {most}</translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) missing: {cards}</source>
        <translation>
            <numerusform>відсутня %Ln карта: {cards}</numerusform>
            <numerusform>відсутні %Ln карти: {cards}</numerusform>
            <numerusform>відсутні %Ln карт: {cards}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Record</name>
    <message>
        <source>cannot use {path} as the record of your games: {reason}</source>
        <translation>не вдається використати {path} як журнал ваших ігор: {reason}</translation>
    </message>
    <message>
        <source>cannot read the record of your games {path}: {reason}</source>
        <translation>не вдається прочитати журнал ваших ігор {path}: {reason}</translation>
    </message>
    <message>
        <source>{path} is not a record of games (not an SQLite database); it was left unchanged</source>
        <translation>{path} не є журналом ігор (це не база даних SQLite); його не змінено</translation>
    </message>
    <message>
        <source>{path} is another program&apos;s SQLite database, not a record of games; it was left unchanged</source>
        <translation>{path} — база даних SQLite іншої програми, а не журнал ігор; її не змінено</translation>
    </message>
    <message>
        <source>{path} is the record of a newer freecell-gui (schema {version}, this one reads {reads}); it was left unchanged</source>
        <translation>{path} — журнал новішої версії freecell-gui (схема {version}, ця читає {reads}); його не змінено</translation>
    </message>
    <message>
        <source>{path} is a damaged record of games ({reason}); it was left unchanged</source>
        <translation>{path} — пошкоджений журнал ігор ({reason}); його не змінено</translation>
    </message>
    <message>
        <source>cannot create the record of your games {path}: {reason}</source>
        <translation>не вдається створити журнал ваших ігор {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot open the record of your games {path}: {reason}</source>
        <translation>не вдається відкрити журнал ваших ігор {path}: {reason}</translation>
    </message>
    <message>
        <source>cannot write to the record of your games {path}: {reason}</source>
        <translation>не вдається записати до журналу ваших ігор {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings will not be remembered: %1 cannot be written</source>
        <translation>Налаштування не буде збережено: неможливо записати %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Previous / next deal (board)</source>
        <translation>Попередня / наступна роздача (стіл)</translation>
    </message>
    <message>
        <source>1000 deals back / on (board)</source>
        <translation>На 1000 роздач назад / вперед (стіл)</translation>
    </message>
    <message>
        <source>Previous / next deal (deal box)</source>
        <translation>Попередня / наступна роздача (поле номера)</translation>
    </message>
    <message>
        <source>1000 deals back / on (deal box)</source>
        <translation>На 1000 роздач назад / вперед (поле номера)</translation>
    </message>
    <message>
        <source>First / last deal (deal box)</source>
        <translation>Перша / остання роздача (поле номера)</translation>
    </message>
    <message>
        <source>Type a deal number</source>
        <translation>Ввести номер роздачі</translation>
    </message>
    <message>
        <source>Walk over the piles, choose, cancel (board)</source>
        <translation>Перехід між стосами, вибір, скасування (стіл)</translation>
    </message>
    <message>
        <source>, mouse wheel</source>
        <translation>, коліщатко миші</translation>
    </message>
    <message>
        <source>digits, then %1</source>
        <translation>цифри, потім %1</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Дії</translation>
    </message>
    <message>
        <source>Board and deal box</source>
        <translation>Стіл і поле номера</translation>
    </message>
    <message>
        <source>Search actions and keys</source>
        <translation>Шукати дії та клавіші</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Дія</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавіші</translation>
    </message>
</context>
<context>
    <name>SolutionExport</name>
    <message>
        <source>Export solution</source>
        <translation>Експортувати розв’язок</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстові файли (*.txt);;Усі файли (*)</translation>
    </message>
</context>
<context>
    <name>SolutionText</name>
    <message>
        <source>no moves in the text (expected standard notation such as 8a 8b 87 a2 3h)</source>
        <translation>у тексті немає ходів (очікується стандартна нотація, як-от 8a 8b 87 a2 3h)</translation>
    </message>
</context>
<context>
    <name>SolveBar</name>
    <message>
        <source>Solution</source>
        <translation>Розв’язок</translation>
    </message>
    <message>
        <source>Solution menu</source>
        <translation>Меню розв’язку</translation>
    </message>
</context>
<context>
    <name>SolvingTexts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n хід</numerusform>
            <numerusform>%n ходи</numerusform>
            <numerusform>%n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n by autoplay</source>
        <translation>
            <numerusform> + %n автохід</numerusform>
            <numerusform> + %n автоходи</numerusform>
            <numerusform> + %n автоходів</numerusform>
        </translation>
    </message>
    <message>
        <source>max autoplay</source>
        <translation>максимальні автоходи</translation>
    </message>
    <message>
        <source>autoplay off</source>
        <translation>автоходи вимкнено</translation>
    </message>
    <message>
        <source>safe autoplay</source>
        <translation>безпечні автоходи</translation>
    </message>
    <message numerus="yes">
        <source>Shortened to %n move(s)</source>
        <translation>
            <numerusform>Скорочено до %n ходу</numerusform>
            <numerusform>Скорочено до %n ходів</numerusform>
            <numerusform>Скорочено до %n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable in %n move(s)</source>
        <translation>
            <numerusform>Має розв’язок за %n хід</numerusform>
            <numerusform>Має розв’язок за %n ходи</numerusform>
            <numerusform>Має розв’язок за %n ходів</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution exists</source>
        <translation>Розв’язку не існує</translation>
    </message>
    <message>
        <source>The catalogue&apos;s search gave up after %1 positions</source>
        <translation>Пошук каталогу здався після %1 позицій</translation>
    </message>
    <message>
        <source>Our quick search gave up after %1 positions</source>
        <translation>Наш швидкий пошук здався після %1 позицій</translation>
    </message>
    <message>
        <source>Our search gave up after %1 positions</source>
        <translation>Наш пошук здався після %1 позицій</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>каталог</translation>
    </message>
    <message>
        <source>our search tried every position</source>
        <translation>наш пошук перебрав усі позиції</translation>
    </message>
    <message>
        <source>our quick search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>наш швидкий пошук, %1</translation>
    </message>
    <message>
        <source>our search, %1</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>наш пошук, %1</translation>
    </message>
    <message>
        <source>Click to solve the deal and play the solution</source>
        <translation>Клацніть, щоб розв’язати роздачу й відтворити розв’язок</translation>
    </message>
    <message>
        <source>%1, as freecellgamesolutions.com counts them</source>
        <translation>%1, як рахує freecellgamesolutions.com</translation>
    </message>
    <message>
        <source>Click to play it in the solution panel</source>
        <translation>Клацніть, щоб відтворити його на панелі розв’язку</translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Розв’язування…</translation>
    </message>
    <message>
        <source>The solver failed</source>
        <translation>Розв’язувач зазнав збою</translation>
    </message>
    <message numerus="yes">
        <source>Our search&apos;s solution: %n move(s)</source>
        <translation>
            <numerusform>Розв’язок нашого пошуку: %n хід</numerusform>
            <numerusform>Розв’язок нашого пошуку: %n ходи</numerusform>
            <numerusform>Розв’язок нашого пошуку: %n ходів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n автохід)</numerusform>
            <numerusform> (+ %n автоходи)</numerusform>
            <numerusform> (+ %n автоходів)</numerusform>
        </translation>
    </message>
    <message>
        <source>our quick search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>наш швидкий пошук, %1, %2 с</translation>
    </message>
    <message>
        <source>our search, %1, %2 s</source>
        <comment>%1: safe autoplay, max autoplay or autoplay off</comment>
        <translation>наш пошук, %1, %2 с</translation>
    </message>
    <message>
        <source>search cancelled</source>
        <translation>пошук скасовано</translation>
    </message>
    <message>
        <source>Solving cancelled</source>
        <translation>Розв’язування скасовано</translation>
    </message>
    <message>
        <source>No solution: our search tried every position</source>
        <translation>Розв’язку немає: наш пошук перебрав усі позиції</translation>
    </message>
    <message>
        <source>Gave up: our search found no solution in %1 s</source>
        <translation>Здався: наш пошук не знайшов розв’язку за %1 с</translation>
    </message>
    <message>
        <source>Solving the position…</source>
        <translation>Розв’язування позиції…</translation>
    </message>
    <message>
        <source>Solving deal %1…</source>
        <translation>Розв’язування роздачі %1…</translation>
    </message>
    <message>
        <source>The solver failed: %1</source>
        <translation>Розв’язувач зазнав збою: %1</translation>
    </message>
    <message numerus="yes">
        <source>a shorter one (%n move(s)) is ready: go to the start to see it</source>
        <translation>
            <numerusform>коротший (%n хід) готовий: поверніться на початок, щоб побачити його</numerusform>
            <numerusform>коротший (%n ходи) готовий: поверніться на початок, щоб побачити його</numerusform>
            <numerusform>коротший (%n ходів) готовий: поверніться на початок, щоб побачити його</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solver…</source>
        <translation>Підготовка розв’язувача…</translation>
    </message>
    <message>
        <source>looking for a shorter one…</source>
        <translation>шукаємо коротший…</translation>
    </message>
    <message>
        <source>shown with %1 until our search finds one with %2…</source>
        <translation>показано з %1, доки наш пошук не знайде розв’язок із %2…</translation>
    </message>
    <message>
        <source>the shortest our search found</source>
        <translation>найкоротший, що знайшов наш пошук</translation>
    </message>
    <message>
        <source>our search found none shorter</source>
        <translation>наш пошук не знайшов коротшого</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your games are recorded in %1</source>
        <translation>Ваші ігри записуються до %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Роздача</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Зіграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Виграно</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Найменше ходів</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>Найшвидше</translation>
    </message>
    <message>
        <source>Fewest known</source>
        <translation>Найменше відомо</translation>
    </message>
    <message>
        <source>counted as freecellgamesolutions.com counts: autoplay&apos;s moves home apart</source>
        <translation>пораховано так, як рахує freecellgamesolutions.com: без автоходів додому</translation>
    </message>
    <message>
        <source>The fewest moves known to solve the deal, from the deal catalogue (Game → Build catalogue…), %1</source>
        <translation>Найменша відома кількість ходів, щоб розкласти роздачу, з каталогу роздач (Гра → Створити каталог…), %1</translation>
    </message>
    <message>
        <source>Games begun on this deal</source>
        <translation>Ігри, розпочаті в цій роздачі</translation>
    </message>
    <message>
        <source>Games won without the solver&apos;s moves</source>
        <translation>Ігри, виграні без ходів розв’язувача</translation>
    </message>
    <message>
        <source>Your fewest moves in a win, %1</source>
        <translation>Ваша найменша кількість ходів у виграній грі, %1</translation>
    </message>
    <message>
        <source>Your fastest win</source>
        <translation>Ваша найшвидша перемога</translation>
    </message>
    <message>
        <source>%1 (%2 under way)</source>
        <translation>%1 (%2 триває)</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Зіграно ігор:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Виграно:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Частка перемог:</translation>
    </message>
    <message>
        <source>Current streak:</source>
        <translation>Поточна серія:</translation>
    </message>
    <message>
        <source>Longest streak:</source>
        <translation>Найдовша серія:</translation>
    </message>
    <message>
        <source>Finished by the solver:</source>
        <translation>Завершено розв’язувачем:</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <source>%1, by %2</source>
        <comment>moves, by a solver</comment>
        <translation>%1, від %2</translation>
    </message>
</context>
<context>
    <name>TextPane</name>
    <message>
        <source>Rows with suit symbols</source>
        <translation>Ряди з символами мастей</translation>
    </message>
    <message>
        <source>Rows with suit letters</source>
        <translation>Ряди з літерами мастей</translation>
    </message>
    <message>
        <source>Columns, one cascade a line</source>
        <translation>Стовпці, по одному в рядку</translation>
    </message>
    <message>
        <source>Hands with suit symbols</source>
        <translation>Руки з символами мастей</translation>
    </message>
    <message>
        <source>Position, as fc-solve writes it</source>
        <translation>Позиція, як її записує fc-solve</translation>
    </message>
    <message>
        <source>Deal as text</source>
        <translation>Роздача як текст</translation>
    </message>
    <message>
        <source>Text format of the pane and of Copy</source>
        <translation>Текстовий формат панелі й копіювання</translation>
    </message>
    <message>
        <source>Text format</source>
        <translation>Текстовий формат</translation>
    </message>
</context>
<context>
    <name>TransportBar</name>
    <message>
        <source>Playback speed</source>
        <translation>Швидкість відтворення</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Хід</translation>
    </message>
</context>
<context>
    <name>WinnableTexts</name>
    <message>
        <source>Still winnable? The solver failed</source>
        <translation>Ще можна виграти? Розв’язувач зазнав збою</translation>
    </message>
    <message>
        <source>Still winnable? Judging…</source>
        <translation>Ще можна виграти? Оцінювання…</translation>
    </message>
    <message numerus="yes">
        <source>Winnable: %n move(s) from here</source>
        <translation>
            <numerusform>Можна виграти: %n хід звідси</numerusform>
            <numerusform>Можна виграти: %n ходи звідси</numerusform>
            <numerusform>Можна виграти: %n ходів звідси</numerusform>
        </translation>
    </message>
    <message>
        <source>Still winnable? Not known: our quick search gave up after %1 positions</source>
        <translation>Ще можна виграти? Невідомо: наш швидкий пошук здався після %1 позицій</translation>
    </message>
    <message>
        <source>Not winnable: this deal has no solution</source>
        <translation>Виграти не можна: ця роздача не має розв’язку</translation>
    </message>
    <message>
        <source>No longer winnable: move %1 (%2) lost it</source>
        <translation>Виграти вже не можна: хід %1 (%2) програв гру</translation>
    </message>
    <message>
        <source>No longer winnable · looking for the move that lost it…</source>
        <translation>Виграти вже не можна · шукаємо хід, що програв гру…</translation>
    </message>
    <message>
        <source>No longer winnable: it could be won from the deal&apos;s start</source>
        <translation>Виграти вже не можна: з початку роздачі виграти було можна</translation>
    </message>
    <message>
        <source>No longer winnable: it could still be won after move %1</source>
        <translation>Виграти вже не можна: після ходу %1 ще можна було виграти</translation>
    </message>
    <message>
        <source>No longer winnable</source>
        <translation>Виграти вже не можна</translation>
    </message>
    <message>
        <source>our quick search</source>
        <translation>наш швидкий пошук</translation>
    </message>
    <message>
        <source>the catalogue</source>
        <translation>каталог</translation>
    </message>
    <message>
        <source>our search</source>
        <translation>наш пошук</translation>
    </message>
    <message>
        <source>Go back there</source>
        <translation>Повернутися туди</translation>
    </message>
    <message>
        <source>Go back there: undo to the last position from which the game could be won</source>
        <translation>Повернутися туди: скасувати ходи до останньої позиції, з якої гру ще можна було виграти</translation>
    </message>
    <message>
        <source>Whether this game can still be won, judged by our search after each move</source>
        <translation>Чи можна ще виграти цю гру — оцінює наш пошук після кожного ходу</translation>
    </message>
    <message>
        <source>the next move of the shortest solution known</source>
        <translation>наступний хід найкоротшого відомого розв’язку</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: the solver failed</source>
        <translation>хід за емпіричним правилом: розв’язувач зазнав збою</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move, while the solver looks for one</source>
        <translation>хід за емпіричним правилом, поки розв’язувач шукає свій</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: no solution from here</source>
        <translation>хід за емпіричним правилом: звідси розв’язку немає</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move: our search found no solution</source>
        <translation>хід за емпіричним правилом: наш пошук не знайшов розв’язку</translation>
    </message>
    <message>
        <source>the rule of thumb&apos;s move</source>
        <translation>хід за емпіричним правилом</translation>
    </message>
</context>
<context>
    <name>WonMoment</name>
    <message>
        <source>Well played!</source>
        <translation>Чудова гра!</translation>
    </message>
    <message>
        <source>A click or any key goes on</source>
        <translation>Клацніть або натисніть будь-яку клавішу, щоб продовжити</translation>
    </message>
</context>
</TS>
